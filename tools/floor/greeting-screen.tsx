// The floor's lazy route: an observer screen reading the injected store and its texts through react-i18next.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjected } from './context';
import { GreetingStore } from './greeting.store';

export const Component = observer(function GreetingScreen() {
  const store = useInjected(GreetingStore);
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.failed) return <p role="alert">{t('failed')}</p>;
  if (!store.greeting) return <p>{t('loading')}</p>;
  return (
    <section>
      <h2>{store.greeting.title}</h2>
      {store.greeting.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
});
