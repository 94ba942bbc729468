import { WEB_BASE } from '@pp/contract/endpoint';

/**
 * The full address of a page of the web app, for links in mails and calendar entries: `path` is a
 * route of the web app's table ('/member/job/application').
 */
export function webUrl(ctx: { config: { publicUrl: string } }, path: string): string {
  return `${ctx.config.publicUrl}${WEB_BASE}${path}`;
}
