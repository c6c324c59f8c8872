import { describe, it, expect } from 'vitest';
import { Layout, PreloaderTiming } from '../../../src/domain/preferences/layout';

describe('layout constants', () => {
  it.each<[string, number, number]>([
    ['layout spacing is 3', Layout.spacing, 3],
    ['the drawer is 260 wide', Layout.drawerWidth, 260],
    ['the app drawer is 320 wide', Layout.appDrawerWidth, 320],
    ['the customize drawer is 280 wide', Layout.customizeDrawerWidth, 280],
    ['the toolbar offset is 88 px', Layout.toolbarOffset, 88],
    ['the logo is 50 px', Layout.logoSize, 50],
    ['the page transition is 0.4 s', Layout.pageTransitionSeconds, 0.4],
    ['the preloader waits 100 ms', PreloaderTiming.delayMs, 100],
    ['the preloader stays 1000 ms', PreloaderTiming.minimumMs, 1000],
    ['the first-load preloader shows 1500 ms', PreloaderTiming.firstLoadMs, 1500],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
