import { useSearchParams } from 'react-router-dom';

/** The address parameter of the page shown. */
export const PAGE_PARAM = 'page';

/**
 * A screen's filters kept in its address: the current parameters, and a change that writes some
 * of them (empty removes one) and goes back to page 1, since the old page may no longer exist.
 * The history entry is replaced: typing in a filter box does not fill the Back button.
 */
export function useFilterUrl(): {
  readonly params: Readonly<Record<string, string>>;
  readonly change: (changes: Readonly<Record<string, string>>) => void;
  readonly setPage: (page: number) => void;
  readonly clear: (names: readonly string[]) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = Object.fromEntries(searchParams.entries());
  const write = (edit: (next: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace: true },
    );
  return {
    params,
    change: (changes) =>
      write((next) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value === '') next.delete(name);
          else next.set(name, value);
        }
        next.delete(PAGE_PARAM);
      }),
    setPage: (page) =>
      write((next) => {
        if (page <= 1) next.delete(PAGE_PARAM);
        else next.set(PAGE_PARAM, String(page));
      }),
    clear: (names) =>
      write((next) => {
        for (const name of [...names, PAGE_PARAM]) next.delete(name);
      }),
  };
}
