import type { CallOptions, MediaGateway, UploadedImage } from '@kado/domain';
import { uploadedImageDto } from './misc.dto';
import type { PortalClient } from './portal-client';

/** MediaGateway over the portal API (POST v1/upload/image). */
export class HttpMediaGateway implements MediaGateway {
  constructor(private readonly client: PortalClient) {}

  uploadImage(image: Blob, options?: CallOptions): Promise<UploadedImage> {
    const form = new FormData();
    form.append('image', image);
    return this.client.data('v1/upload/image', uploadedImageDto, { method: 'post', form, signal: options?.signal });
  }
}
