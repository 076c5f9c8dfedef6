/** The picture types the portal takes (POST v1/upload/image reads the bytes: PNG, JPEG or WebP). */
export const UPLOAD_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
/** The portal takes an image of 5 MB at most (docs/api-contract.md "Media"). */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked file cannot be uploaded as a picture: not a PNG, JPEG or WebP, empty, or above 5 MB. */
export type ImageFileProblem = 'type' | 'empty' | 'size';

/** Checks a file picked as a picture before it is sent (issue 31: the picture of an outside-shop gift). */
export function imageFileProblem(file: { readonly type: string; readonly size: number }): ImageFileProblem | null {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type.toLowerCase())) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return 'size';
  return null;
}
