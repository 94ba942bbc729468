import { expect, type Locator, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export const APP = '/PlacementApp';

/** A 48 x 60 JPEG photo, drawn for these tests. */
export const PHOTO_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh' +
    'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB' +
    'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA' +
    'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y' +
    'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM' +
    'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQ' +
    'FxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgo' +
    'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAA8ADADASIAAhEBAxEB/8QAGQABAAMBAQAAAAAAAAAAAAAAAAYH' +
    'CAUE/8QAKRAAAQMCAwcFAQAAAAAAAAAAAgABAwQFBhFBEhYxVYGj0gcTIVFxMv/EABgBAQEBAQEAAAAAAAAAAAAAAAQFAwIG/8QA' +
    'KBEAAAQEBQQDAQAAAAAAAAAAAAECEgMEESEFE0KBwRQxQVEVodHw/9oADAMBAAIRAxEAPwC+0RFQBQRQvEHqDbbXUnTU0Z1swfBu' +
    'BMIC/wBbWvRkw/6g226VQU1RGdFMfwDmTEBP9bWnVkjpIzXtsMc+G5tbiaIiI42BcTGlZLQYWuNRA5DKMeyJDxFydhz6Z5rtry3O' +
    'iiuNvqKOoz9qYHAsuLZ6su4ZklZGrtUcrIzSZEM2ou3f8MXOy1BhUU8kkDfzPGLuBN956fjph/DFzvdSAU9OccD/ACU8guwC37r+' +
    'MvV50Nr62EHLU5tLi5sF1ktfha3VE7kUpR7JEXEnF3HPrlmu2vLbKKK3W+no6fP2oQYBz4vlq69S8pEMlLM09qi8gjJJEYKMb+Yb' +
    '5l2JPFSdZjTZGURMOeZ2oDTUdUGjfIvXfzDfMuxJ4pv5hvmXYk8VRSJ/xUH2f1+AnXRPRf24vXfzDfMuxJ4qTrMa04gT0oiXawzv' +
    'XuFysdUarvALMa04sxpOEa9uRjiGnfgERFZE0FpxZjWnFGxfRvwKWH6tuR//2Q==',
  'base64',
);

/** A 90 x 30 PNG signature, drawn for these tests. */
export const SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAFoAAAAeCAYAAACsYQl4AAAFvUlEQVR4AeyWf2wURRTH39u7lrvbKgZBJOGHQcWGBBLA0tsDa/EP' +
    '5UfSBE2MikYMagxoKO1eaQEJiTQt7JZCTEgwmICikcSQEBT8yQ+B3aOmYJQICARFTTCKyI/da0u743eoB7S1cG3ak5rd7Mvszr55' +
    '897nzb4ZhfwrIwR80BnBTOSD9kFniECGpvFXtA86QwQyNI2/on3QGSKQoWn+Nys6HNXzQ1G9MKyVTaRJZbdliF/a0/RZ0KFJC4er' +
    'ml4b0fQ6NRYXisKJgMK7FBYHVCEuoG9nKFo2i8bqato0ekAx9GDxyLAWn9/eVJ8EHYnpiwPC+4mYi5k5TxA1QBIkaA8CPAaR95SA' +
    'IjapOXwpEotvDWv6TNnZm5KtleYGsrMSCtPqSKx07vVz/aegr3cknedwXskwVYv/wMTLW/XFqmbmXNcywhDNsY1CxzJynUZvEJEo' +
    'B/jjUo+JihTmLXIs/oA5VLgsJPt7UrK1hWOymPfC5iAhxAkhvK14vnp3HzTqoKqVPqbG9IXS+VBMf6TfxJJRVy338ENkQvEQzgrs' +
    'Jqb7haBfPBIxxzJLG/evTK3gazPW1/yBbysAfpTwaAKAr8GKb5Bj8QesVxudM4C+ut+ksgeuDer+UySmvxTkFouIByLBh92GrFjS' +
    'rv2Vrru6BDoULb9Hba2LB2UdJFY+IeJqZl4fIP4yGAwcU1EvAX57OKo/ST11jasYxNnBnViZIwH5TAtTYdIy7XTMuwnjoGMbxW5z' +
    'cKggUUmo3wDeHzI/KMRRxLMrpOnPpGOrvY6aP38wIH/ExG9BcoQQ9Y4SLKBDVb+3100PNDaUsBavCigtp6i1Lo6D0UNw2kT7BmQj' +
    'DO9FeyWLAD8Nm9NmVYv/Behvol7l4Xu37kg0Pj4SvlyPeXNh4FwzeVMaLeMknrt211WddS1zidOUM8TzqCTlK+wWBpjfUzX9vPRV' +
    '1eJTb1haRs/NUWOlz0F3iwhk/wjAM6QjnqBqt1/OZNpXfU6+t5ebgg7juKSqfFJhKsfgix6x7ojmO13bHO/YZhztUshsxzIK0A51' +
    'lMAABPEKdPcSU39Af5VJqVM1/QigLZJ1ltK58l+7HatlMStUj2CGkaAjzUR5TXbN0XSGd6pTv8xNJoxa6SuAPwVft0GSxHy79JWY' +
    'dqhNThL+7lFj+ruRWLwyHIuvANjteD6h3qFeJFLege5MJgrhD9t/2ePRSduooN3LGjqb94agI/nx6fK4hMkHY/WuBsQRSWtlDdm1' +
    'f3ZmUGYUQayT4L3LLcNRs8pRH78hbFqAVqlkBU7LIOD4HJnEftqC+0hbMEDau3I0isWfiGjxdZFA6Df+Z9PD+O2OI/K6tZKl4U4E' +
    'wDfD1yJIRHjedCRzDeS7K+rMBUT8LBMtAqQygJ2G53sJl0wMfNrQIqjQtY3JTYmVR9B9wxs2/v27Gi19ngP0sfwqM+/Y5gIJUb6n' +
    'K8mvV/0sNyXXMsY1t9AoOPc6wB8G9AI4vl4mMcjB4yoHz6qo7TganYRDHzLTywgqhOReQOAVGD+DvjWddOftjp6bqNnhoJZDxjrN' +
    'wYEkvKkA+iLq+pJW8eZhA36aWrxH3fPuXfDphQbbkMfJtKZDXB31wtHSx0lRNmCipMy0zHxHra71NB4wjsO55Y5ljpHQSYhFsL8R' +
    '7VdIwGlpDb+hi75TCGwfklsi6ykCr5bfMip1VWcdu+ZT1zbfdi2zslVq1mID/sA5UPM5fb/2Ulf96QBangeZeRMCFijwRTLTXTV6' +
    'M30J3bHNKgQyG+3DrmWMcCyDXdtQ0TfStcyHkNxaQj29ma2+8r0NaHlcCZL3GUCHmamiIWF+0VcCudX9bANaKFnzAPhu/M7vO5a5' +
    '4lZ3vi/51wY0ftulqBdFjm3O6ktBdMvXDA9qA1rO7SbMbbL1pWcJdADds+Z9aykCPugUiV5ufdC9DDhl3gedItHLrQ+6lwGnzPug' +
    'UyR6uf0bAAD//1SKEXYAAAAGSURBVAMA15dqW5YWT2oAAAAASUVORK5CYII=',
  'base64',
);

/** A GIF (not JPEG or PNG by content), named as a PNG: the type is judged by content. */
export const GIF_AS_PNG = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The text of every page of a PDF, as a PDF reader (or an applicant-tracking system) extracts it. */
export async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''),
    );
  }
  await pdf.destroy();
  return pages.join('\n');
}

/**
 * A builder field by its whole label, for text inputs and selects alike; a required field's label
 * ends with Mantine's asterisk.
 */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Chooses a file for the photo or signature input (the button opens it; tests set it directly). */
export async function chooseImage(
  page: Page,
  kind: 'photo' | 'signature',
  name: string,
  buffer: Buffer,
  mimeType: string,
) {
  await page.locator(`input[type="file"][name="${kind}"]`).setInputFiles({ name, mimeType, buffer });
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
