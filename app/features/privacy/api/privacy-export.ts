import { parseErrorEnvelope } from '#contracts/api.ts';
import { ApiError } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

/** The privacy export as a file: a POST (the address stays out of the URL), saved through a link. */
export async function downloadPrivacyExport(email: string) {
  const response = await withProof(async () => {
    const answer = await fetch('/api/admin/privacy/export', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/zip, application/json' },
      body: JSON.stringify({ email }),
    });
    if (!answer.ok) {
      const text = await answer.text();
      throw new ApiError(answer.status, text || answer.statusText, parseErrorEnvelope(text));
    }
    return answer;
  });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'privacy-export.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
