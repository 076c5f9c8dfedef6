let locks = 0;

/** Locks page scroll until the returned function is called; nested locks are counted. */
export function lockScroll(): () => void {
  locks += 1;
  document.body.classList.add('scroll-locked');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.classList.remove('scroll-locked');
  };
}
