import i18next from 'i18next';

/**
 * The name to save a downloaded packet under: the server's (RFC 6266 `filename*`, UTF-8, so a name in any script
 * survives), else the fallback; characters no file system takes become "_".
 */
export function packetFileName(contentDisposition: string | null, fallback: string): string {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition ?? '')?.[1];
  let name = fallback;
  if (star) {
    try {
      name = decodeURIComponent(star.trim());
    } catch {
      // A malformed escape: keep the fallback.
    }
  }
  // eslint-disable-next-line no-control-regex
  const safe = name.normalize('NFC').replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, '_').trim();
  return /\.pdf$/i.test(safe) ? safe : `${safe || 'packet'}.pdf`;
}

/** The server's message from a refused download's JSON body, else one in words for the status. */
export async function downloadFailure(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  } catch {
    // Not JSON.
  }
  if (response.status === 401) return i18next.t('packets.signInAgain', { ns: 'counselor' });
  if (response.status === 403 || response.status === 404) return i18next.t('packets.notAvailable', { ns: 'counselor' });
  return i18next.t('packets.prepareError', { ns: 'counselor' });
}
