import { t } from '@lingui/core/macro';
import type { EndpointDef, EndpointInput } from '@pp/contract/endpoint';
import { ApiCallError, endpointUrl, NETWORK_ERROR } from '../../../lib/api.ts';

/**
 * Downloads an Excel export made by the server (a stream: the page never holds the rows). A
 * refusal ('No data found to export.') comes back as the JSON envelope and is thrown as an
 * ApiCallError with its message.
 */
export async function downloadExcel<E extends EndpointDef>(def: E, input?: EndpointInput<E>): Promise<void> {
  let res: Response;
  try {
    res = await fetch(endpointUrl(def, input), {
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
  } catch {
    throw new ApiCallError(NETWORK_ERROR, 0);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    let message = '';
    try {
      const body = (await res.json()) as { error?: { Message?: string } };
      message = body.error?.Message ?? '';
    } catch {
      // not JSON: fall through to a generic message
    }
    const status = res.status;
    throw new ApiCallError(message || t`The server answered ${status}. Please try again.`, status);
  }
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `report-${Date.now()}.xlsx`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
