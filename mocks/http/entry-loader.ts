/**
 * Home's entry loader (decision 022): the inline script the edge puts in place of the entry `<script type="module">`
 * when it serves home's first paint (mocks/http/first-screen.ts). It runs right after the first paint's markup:
 *
 * 1. it waits until the first paint's banner is on the screen (the frame after the image loaded and was decoded: a
 *    decode left to later could be pushed behind the app's code), at once if the image
 *    failed or there is none, and 1.5 s at the latest: the banner, a few KB, does not share the connection with the
 *    110 KB of scripts that would otherwise start with it;
 * 2. inside Telegram, which hides the page behind its own loading screen until the app says it is ready, it first
 *    paints with the launch's theme colours (`tgWebAppThemeParams`, the variables the SDK sets later) and then tells
 *    Telegram the page is ready (`web_app_ready`, as the SDK posts it), so the player sees the banner instead of the
 *    loading screen while the app's code starts; without theme colours in the launch it does not (the page's own
 *    colours would flash);
 * 3. then it adds the entry, and the route's chunks (`data-entry`, `data-preload`: from the build's manifest) one per task
 *    right after it (decision 030: added together they were one long task of a slow phone's start). The page renders
 *    only once its first-screen reads are filed (src/main.tsx), so a chunk that comes a little later cannot make it
 *    read them again.
 *
 * Plain ES5 in a string: the CSP allows it by its hash, which never changes since the script's text never does (the
 * URLs are in its attributes). Every step is guarded: a failure only means the code starts at once.
 */

import { FIRST_PAINT_ID } from '../../src/api/first-screen-shell.ts';

export { FIRST_PAINT_ID };

export const ENTRY_LOADER = `(function () {
  var me = document.currentScript, started = false;
  function go() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
    var preload = ((me && me.getAttribute('data-preload')) || '').split(' ');
    function next() {
      var href = preload.shift();
      if (href === undefined) return;
      if (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
      setTimeout(next, 0);
    }
    next();
  }
  function launchParam(name) {
    var match = new RegExp('(?:^|[#?&])' + name + '=([^&]*)').exec(location.hash) || new RegExp('[?&]' + name + '=([^&]*)').exec(location.search);
    return match ? decodeURIComponent(match[1].replace(/\\+/g, ' ')) : null;
  }
  function telegramTheme() {
    var theme = JSON.parse(launchParam('tgWebAppThemeParams'));
    var root = document.documentElement, any = false;
    for (var key in theme) {
      if (typeof theme[key] === 'string' && /^#[0-9a-f]{6}$/i.test(theme[key])) {
        root.style.setProperty('--tg-theme-' + key.replace(/_/g, '-'), theme[key]);
        any = true;
      }
    }
    if (!any) return false;
    root.setAttribute('data-host', 'telegram');
    var bg = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(theme.bg_color || '');
    if (bg) {
      var light = 0.299 * parseInt(bg[1], 16) + 0.587 * parseInt(bg[2], 16) + 0.114 * parseInt(bg[3], 16) > 127.5;
      root.setAttribute('data-appearance', light ? 'light' : 'dark');
      root.style.colorScheme = light ? 'light' : 'dark';
    }
    return true;
  }
  function tellTelegramReady() {
    var proxy = window.TelegramWebviewProxy, message = JSON.stringify({ eventType: 'web_app_ready', eventData: '' });
    if (proxy && typeof proxy.postEvent === 'function') proxy.postEvent('web_app_ready', undefined);
    else if (window.external && 'notify' in window.external) window.external.notify(message);
    else if (window.parent !== window) window.parent.postMessage(message, 'https://web.telegram.org');
  }
  var hero = document.querySelector('#${FIRST_PAINT_ID} .first-paint__banner img'), telegram = false, themed = false;
  try {
    telegram = launchParam('tgWebAppVersion') !== null || launchParam('tgWebAppData') !== null || 'TelegramWebviewProxy' in window || sessionStorage.getItem('tapps/launchParams') !== null;
    themed = telegram && telegramTheme();
  } catch (error) {
    themed = false;
  }
  if (!hero || (telegram && !themed)) return go();
  function shown() {
    if (telegram) {
      try {
        tellTelegramReady();
      } catch (error) {}
    }
    go();
  }
  function painted() {
    requestAnimationFrame(function () {
      requestAnimationFrame(shown);
    });
  }
  function loaded() {
    if (typeof hero.decode === 'function') hero.decode().then(painted, painted);
    else painted();
  }
  if (hero.complete) loaded();
  else {
    hero.addEventListener('load', loaded);
    hero.addEventListener('error', go);
  }
  setTimeout(go, 1500);
})();`;
