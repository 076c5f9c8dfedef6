import type { UploadedImage } from '../model';
import type { CallOptions } from './call-options.port';

/** Image uploads used by reviews and external registry products (spec §7). */
export interface MediaGateway {
  /** Uploads one image as multipart and answers its id (POST v1/upload/image). */
  uploadImage(image: Blob, options?: CallOptions): Promise<UploadedImage>;
}
