// The media library's calls from the studio (decision 0082): an upload with its progress, the state of its variants,
// and where each image is used.
import { queryOptions } from '@tanstack/react-query';
import type { MediaFileInfo, MediaFileResponse, MediaUsageResponse } from '#contracts/media.ts';
import { parseErrorEnvelope } from '#contracts/api.ts';
import { ApiError, NetworkError, apiRequest } from '#app/lib/api.ts';
import { contentKeys } from '#app/lib/admin/api/query-keys.ts';

/**
 * Sends a file's bytes as they are, its type as the browser knows it and its name in a header; `onProgress` hears the
 * share sent (0–1). XMLHttpRequest, since fetch cannot tell how much of a body has gone.
 */
export function uploadMediaFile(file: File, onProgress: (share: number) => void): Promise<MediaFileInfo> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/content/media-files');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) resolve((JSON.parse(text) as MediaFileResponse).media);
      else reject(new ApiError(request.status, text || request.statusText, parseErrorEnvelope(text)));
    };
    request.onerror = () => reject(new NetworkError(new Error('the upload did not reach the server')));
    request.send(file);
  });
}

/** A stored file's state, asked again every half second while its variants are being made. */
export const mediaFileQuery = (file: string) =>
  queryOptions({
    queryKey: contentKeys.mediaFile(file),
    queryFn: async () => (await apiRequest<MediaFileResponse>(`/api/admin/content/media-files/${file}`)).media,
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? 500 : false),
  });

export const mediaUsageQuery = queryOptions({
  queryKey: contentKeys.mediaUsage,
  queryFn: async () => (await apiRequest<MediaUsageResponse>('/api/admin/content/media-usage')).usage,
});
