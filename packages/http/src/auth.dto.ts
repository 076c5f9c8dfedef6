import * as v from 'valibot';
import type { AuthSession, User } from '@kado/domain';
import { idDto, optionalString } from './wire.dto';

/** Wire User (spec §3, docs/api-contract.md) mapped to the domain User. */
export const userDto = v.pipe(
  v.object({
    id: idDto,
    name: v.string(),
    username: v.string(),
    email: optionalString,
    phone: optionalString,
    email_verified_at: optionalString,
    phone_verified_at: optionalString,
    created_at: v.string(),
    change_username_count: v.number(),
    roles: v.array(v.object({ name: v.string() })),
    photo_url: optionalString,
    background_url: optionalString,
    has_address: v.boolean(),
  }),
  v.transform(
    (dto): User => ({
      id: dto.id,
      name: dto.name,
      username: dto.username,
      email: dto.email,
      emailVerifiedAt: dto.email_verified_at,
      phoneVerifiedAt: dto.phone_verified_at,
      phone: dto.phone,
      createdAt: dto.created_at,
      changeUsernameCount: dto.change_username_count,
      roles: dto.roles.map((role) => role.name),
      photoUrl: dto.photo_url,
      hasAddress: dto.has_address,
    }),
  ),
);

/** Wire session: tokens read from data.access_token, the user from data.user (spec §7). */
export const sessionDto = v.pipe(
  v.object({ access_token: v.string(), refresh_token: v.string(), expires_in: v.number(), user: userDto }),
  v.transform(
    (dto): AuthSession => ({
      accessToken: dto.access_token,
      refreshToken: dto.refresh_token,
      expiresIn: dto.expires_in,
      user: dto.user,
    }),
  ),
);
