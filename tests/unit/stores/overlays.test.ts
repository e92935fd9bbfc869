/** The overlay queue: one unasked-for overlay at a time, in priority order, none over an app dialog. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialog, closeDialog, openDialog } from '../../../src/stores/dialogs';
import {
  $overlay,
  $waitingOverlays,
  expectOverlay,
  type OverlayName,
  offerOverlay,
  overlayClosed,
  resetOverlays,
  withdrawOverlay,
} from '../../../src/stores/overlays';

/** Lets the queue's microtasks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** An overlay that records its showings and hidings. */
function overlay(name: OverlayName, log: string[], { hideable = false, shows = true } = {}) {
  return {
    show: () => {
      log.push(`show ${name}`);
      return shows;
    },
    ...(hideable ? { hide: () => void log.push(`hide ${name}`) } : {}),
  };
}

let log: string[];

beforeEach(() => {
  log = [];
  resetOverlays();
  $dialog.set(null);
});
afterEach(() => vi.useRealTimers());

describe('the overlay queue', () => {
  it('shows one overlay at a time, the next when the current one closes, in priority order', async () => {
    void offerOverlay('popups', overlay('popups', log));
    void offerOverlay('consent', overlay('consent', log));
    void offerOverlay('region', overlay('region', log));
    // The popups came first and show; the region sheet, though higher, waits its turn rather than stack.
    expect($overlay.get()).toBe('popups');
    expect($waitingOverlays.get()).toEqual(['region', 'consent']);
    overlayClosed('popups');
    await settle();
    expect($overlay.get()).toBe('region');
    overlayClosed('region');
    await settle();
    expect($overlay.get()).toBe('consent');
    overlayClosed('consent');
    await settle();
    expect($overlay.get()).toBeNull();
    expect(log).toEqual(['show popups', 'show region', 'show consent']);
  });

  it('holds lower overlays back while a higher one is expected, until it is offered or withdrawn', async () => {
    expectOverlay('region');
    void offerOverlay('popups', overlay('popups', log));
    await settle();
    expect($overlay.get()).toBeNull();
    void offerOverlay('region', overlay('region', log));
    expect($overlay.get()).toBe('region');
    overlayClosed('region');
    await settle();
    expect($overlay.get()).toBe('popups');

    overlayClosed('popups');
    await settle();
    expectOverlay('region');
    void offerOverlay('contracts', overlay('contracts', log));
    await settle();
    expect($overlay.get()).toBeNull();
    withdrawOverlay('region');
    expect($overlay.get()).toBe('contracts');
    expect(log).toEqual(['show region', 'show popups', 'show contracts']);
  });

  it("waits for the page's scripts: an offer answered before a later script expects a higher overlay still yields to it", async () => {
    // A parsed page still running its module scripts ('interactive', DOMContentLoaded not yet started, as navigation
    // timing says); DOMContentLoaded comes once they all ran.
    const loaded: (() => void)[] = [];
    const navigation = { domContentLoadedEventStart: 0 };
    vi.stubGlobal('performance', { getEntriesByType: (type: string) => (type === 'navigation' ? [navigation] : []) });
    vi.stubGlobal('document', {
      readyState: 'interactive',
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'DOMContentLoaded') loaded.push(listener);
      },
    });
    try {
      // The popups' script ran first and its call answered while the shell's file was still on its way.
      void offerOverlay('popups', overlay('popups', log));
      await settle();
      expect($overlay.get()).toBeNull();
      // The shell's script runs, expecting the region select, then the page is parsed and its scripts have run.
      expectOverlay('region');
      navigation.domContentLoadedEventStart = 1_234;
      for (const listener of loaded) listener();
      await settle();
      expect($overlay.get()).toBeNull();
      void offerOverlay('region', overlay('region', log));
      expect($overlay.get()).toBe('region');
      overlayClosed('region');
      await settle();
      expect(log).toEqual(['show region', 'show popups']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lets an expectation lapse, so a hanging call does not hold the others back for good', () => {
    vi.useFakeTimers();
    expectOverlay('region', 1000);
    void offerOverlay('popups', overlay('popups', log));
    vi.advanceTimersByTime(999);
    expect($overlay.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect($overlay.get()).toBe('popups');
    expect($waitingOverlays.get()).toEqual([]);
  });

  it('moves on when an overlay finds nothing to show, or fails to show', async () => {
    const shown = offerOverlay('region', overlay('region', log, { shows: false }));
    void offerOverlay('popups', {
      show: () => {
        throw new Error('broken markup');
      },
    });
    void offerOverlay('consent', overlay('consent', log));
    await shown;
    await settle();
    expect($overlay.get()).toBe('consent');
    expect(log).toEqual(['show region', 'show consent']);
  });

  it('shows nothing over an app dialog, and goes on once it closes', async () => {
    openDialog('login');
    void offerOverlay('first-login', overlay('first-login', log));
    await settle();
    expect($overlay.get()).toBeNull();
    closeDialog();
    await settle();
    expect($overlay.get()).toBe('first-login');
  });

  it('lets an overlay that closes to open an app dialog open it first', async () => {
    void offerOverlay('popups', overlay('popups', log));
    void offerOverlay('contracts', overlay('contracts', log));
    // "Register" in a popup: the popups close, then the registration dialog opens, in one go.
    overlayClosed('popups');
    openDialog('register');
    await settle();
    expect($overlay.get()).toBeNull();
    closeDialog();
    await settle();
    expect($overlay.get()).toBe('contracts');
  });

  it('puts the consent banner away for a higher overlay or an app dialog, and brings it back after', async () => {
    void offerOverlay('consent', overlay('consent', log, { hideable: true }));
    expect($overlay.get()).toBe('consent');
    void offerOverlay('region', overlay('region', log));
    expect($overlay.get()).toBe('region');
    overlayClosed('region');
    await settle();
    expect($overlay.get()).toBe('consent');
    openDialog('login');
    await settle();
    expect($overlay.get()).toBeNull();
    closeDialog();
    await settle();
    expect($overlay.get()).toBe('consent');
    expect(log).toEqual([
      'show consent',
      'hide consent',
      'show region',
      'show consent',
      'hide consent',
      'show consent',
    ]);
  });

  it('takes an overlay once: offering one already waiting or showing changes nothing', async () => {
    void offerOverlay('region', overlay('region', log));
    void offerOverlay('region', overlay('region', log));
    void offerOverlay('popups', overlay('popups', log));
    void offerOverlay('popups', overlay('popups', log));
    overlayClosed('contracts'); // not the one showing: ignored
    await settle();
    expect($overlay.get()).toBe('region');
    overlayClosed('region');
    await settle();
    overlayClosed('popups');
    await settle();
    expect(log).toEqual(['show region', 'show popups']);
  });
});
