import type { Cell } from './columns/cell-format';

/** Longer texts are cut by the column width; their whole text is offered as a tooltip. */
const TOOLTIP_FROM = 40;

/**
 * One cell's content: a link when it has an address; isolated left to right when it reads so;
 * free text in the direction of its own script (a Sorani comment in the English table).
 */
export function CellContent({ cell }: { readonly cell: Cell }) {
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
