import { Link } from 'react-router-dom';
import { Section } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useRouteMeta } from '../../app/route-meta';
import { usePageTexts } from '../../app/page-texts';
import { authId } from '../../i18n/pages/auth.id';

/** Where verification stands: unverified users (/guest-user, spec §4) and a verified email (/email-verified). */
export function Component() {
  const { id } = useRouteMeta();
  const { t } = usePageTexts('auth', authId);
  const next = id === 'guest-user' ? '/register/otp' : '/';
  return (
    <RouteScreen>
      <p className="page__lead">{t(`${id}.lead`)}</p>
      <Section title={t(`${id}.section`)}>
        <p>{t(`${id}.text`)}</p>
      </Section>
      <Link className="button button--block" to={next}>{t(`${id}.cta`)}</Link>
    </RouteScreen>
  );
}
