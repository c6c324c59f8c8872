import { Link } from 'react-router-dom';
import type { Cell } from './columns/cell-format';

/** Longer texts are cut by the column width; their whole text is offered as a tooltip. */
const TOOLTIP_FROM = 40;

/** Files the server keeps behind the token: fetched with it on a click, not opened as a link. */
export interface ProtectedFiles {
  readonly isProtected: (address: string) => boolean;
  readonly open: (address: string) => void;
}

/**
 * One cell's content: a link when it has an address; isolated left to right when it reads so;
 * free text in the direction of its own script (a Sorani comment in the English table).
 */
export function CellContent({
  cell,
  files,
}: {
  readonly cell: Cell;
  readonly files?: ProtectedFiles | undefined;
}) {
  const title = cell.text.length >= TOOLTIP_FROM ? cell.text : undefined;
  if (cell.image !== undefined) {
    const picture = (
      <img className="cell-thumbnail" src={cell.image.src} alt={cell.image.alt} loading="lazy" />
    );
    return cell.href === undefined ? (
      picture
    ) : (
      <a href={cell.href} target="_blank" rel="noopener noreferrer">
        {picture}
      </a>
    );
  }
  if (cell.to !== undefined) {
    // The row's own screen; the click and Enter stay with the link, not the row's drawer.
    return (
      <Link
        to={cell.to}
        title={title}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {cell.text}
      </Link>
    );
  }
  if (cell.href !== undefined && files?.isProtected(cell.href) === true) {
    const address = cell.href;
    // A link still (keyboard, copy), whose click fetches the file with the token and saves it.
    return (
      <a
        href={address}
        dir="ltr"
        title={title}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          files.open(address);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {cell.text}
      </a>
    );
  }
  if (cell.href !== undefined) {
    return (
      <a href={cell.href} target="_blank" rel="noopener noreferrer" dir="ltr" title={title}>
        {cell.text}
      </a>
    );
  }
  return (
    <span dir={cell.ltr === true ? 'ltr' : 'auto'} title={title}>
      {cell.text}
    </span>
  );
}
