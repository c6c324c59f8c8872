import { useEffect } from 'react';
import { useShell } from './site-context';

/**
 * Gives the page its own title and meta description in the shown language (and again after a
 * language switch): "page · hospital" in the tab, the description for search engines and shares.
 */
export function usePageMeta(title: string, description: string): void {
  const shell = useShell();
  const hospital = shell.hospitalName;
  useEffect(() => {
    document.title = title === hospital ? hospital : `${title} · ${hospital}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, hospital]);
}
