import { NotFoundPage } from '../../app/error-page';

/** /404 and every unknown path (spec §2): 'This page could not be found', with a link home. */
export function Component() {
  return <NotFoundPage />;
}
