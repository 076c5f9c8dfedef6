import { changePasswordRequest, profileRequest, pageQuery } from '@kado/contract';
import * as v from 'valibot';
import type { CallOptions, ChangePasswordInput, MiniPointPage, ProfileGateway, ProfileInput, User } from '@kado/domain';
import { userDto } from './auth.dto';
import { miniPointPageDto } from './misc.dto';
import type { PortalClient } from './portal-client';

// The answer is the User; after an upload its image URL must be set.
export const photoUrlDto = v.pipe(v.object({ photo_url: v.string() }), v.transform((dto) => dto.photo_url));
export const backgroundUrlDto = v.pipe(v.object({ background_url: v.string() }), v.transform((dto) => dto.background_url));

function imageForm(image: Blob): FormData {
  const form = new FormData();
  form.append('image', image);
  return form;
}

/** ProfileGateway over the portal API (spec §7 profile calls). */
export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly client: PortalClient) {}

  updateProfile(input: ProfileInput, options?: CallOptions): Promise<User> {
    return this.client.data('v1/profile', userDto, { method: 'put', json: input, request: profileRequest, signal: options?.signal });
  }

  changePassword(input: ChangePasswordInput, options?: CallOptions): Promise<void> {
    return this.client.send('v1/profile/password', {
      method: 'put',
      request: changePasswordRequest,
      json: {
        current_password: input.currentPassword,
        password: input.password,
        password_confirmation: input.passwordConfirmation,
      },
      signal: options?.signal,
    });
  }

  uploadPhoto(image: Blob, options?: CallOptions): Promise<string> {
    return this.client.data('v1/profile/photo/upload', photoUrlDto, {
      method: 'post',
      form: imageForm(image),
      signal: options?.signal,
    });
  }

  deletePhoto(options?: CallOptions): Promise<void> {
    return this.client.send('v1/profile/photo', { method: 'delete', signal: options?.signal });
  }

  uploadBackgroundImage(image: Blob, options?: CallOptions): Promise<string> {
    return this.client.data('v1/profile/background-image/upload', backgroundUrlDto, {
      method: 'post',
      form: imageForm(image),
      signal: options?.signal,
    });
  }

  deleteBackgroundImage(options?: CallOptions): Promise<void> {
    return this.client.send('v1/profile/background-image', { method: 'delete', signal: options?.signal });
  }

  miniPointHistory(page: number, options?: CallOptions): Promise<MiniPointPage> {
    return this.client.data('v1/mini-points/history', miniPointPageDto, { query: { page }, querySchema: pageQuery, signal: options?.signal });
  }
}
