/** One pending timeout at a time, for the session's timers (inactivity, reality check): setting one drops the one before. */
export interface ReplaceableTimeout {
  set: (ms: number, run: () => void) => void;
  clear: () => void;
}

export function replaceableTimeout(): ReplaceableTimeout {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    set: (ms, run) => {
      clear();
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    },
    clear,
  };
}
