import { messages } from '@cp/contract';
import { notify } from '@cp/ui';
import { getToken } from './session';

/**
 * Downloads a CSV export: the call needs the administrator's token, so it is fetched and handed to
 * the browser as a file (named by the server's Content-Disposition).
 */
export async function downloadCsv(path: string, fallbackName: string) {
  const token = getToken();
  const res = await fetch(`/api/v1${path}`, { headers: token ? { Authorization: `Token ${token}` } : {} }).catch(() => null);
  if (!res || !res.ok || !res.headers.get('content-type')?.startsWith('text/csv')) {
    const body = await res?.json().catch(() => null);
    notify.error(body?.message ?? messages.serverFailure);
    return;
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
