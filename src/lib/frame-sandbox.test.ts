import { describe, expect, it } from 'vitest';
import { frameMessageOrigin, frameSandbox } from './frame-sandbox.ts';

const APP = 'https://omad.example';

describe('the sandbox of a third party frame (issue 19 defect 9)', () => {
  it('never lets a frame navigate the app window, whatever its origin', () => {
    for (const url of ['/provider-games/dice/?token=x', 'https://games.provider.example/launch?t=1', 'http://omad.example/x', 'not a url at all']) {
      const flags = frameSandbox(url, APP).split(' ');
      expect(flags).toEqual(expect.arrayContaining(['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox']));
      expect(flags.some((flag) => flag.startsWith('allow-top-navigation'))).toBe(false);
      expect(flags).not.toContain('allow-modals');
    }
  });

  it('keeps its own origin only for a provider on another origin; one on the app origin runs opaque', () => {
    expect(frameSandbox('https://games.provider.example/launch', APP)).toContain('allow-same-origin');
    expect(frameMessageOrigin('https://games.provider.example/launch', APP)).toBe('https://games.provider.example');
    for (const own of ['/provider-games/dice/', 'https://omad.example/provider-games/slot/', '//omad.example/x']) {
      expect(frameSandbox(own, APP), own).not.toContain('allow-same-origin');
      expect(frameMessageOrigin(own, APP), own).toBe('null');
    }
    // Another scheme or port is another origin.
    expect(frameSandbox('http://omad.example/game', APP)).toContain('allow-same-origin');
    expect(frameSandbox('https://omad.example:8443/game', APP)).toContain('allow-same-origin');
  });
});
