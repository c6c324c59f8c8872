import { autorun } from 'mobx';
import { useEffect } from 'react';
import { useApp } from './app-context';

/** Keeps the tab's title and icon on the logo record's name in the shown language. */
export function TabIdentityEffect() {
  const app = useApp();
  useEffect(
    () =>
      autorun(() => {
        const { title, iconUrl } = app.tab;
        document.title = title;
        if (iconUrl === undefined) return;
        let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
        if (link === null) {
          link = document.createElement('link');
          link.rel = 'icon';
          document.head.append(link);
        }
        link.href = iconUrl;
      }),
    [app],
  );
  return null;
}
