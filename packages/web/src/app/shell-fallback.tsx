import { Spinner } from '../ui/spinner';

/** The 480px frame with an empty navbar and a spinner, shown until the first route's chunk has loaded. */
export function ShellFallback() {
  return (
    <div className="app-frame">
      <div className="navbar" aria-hidden="true" />
      <main className="app-main" id="main">
        <Spinner />
      </main>
    </div>
  );
}
