import { Button, HTMLTable } from '@blueprintjs/core';
import { CaretDown, CaretUp } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { memo } from 'react';
import { useT } from '../../i18n/use-t';
import { CellContent, type ProtectedFiles } from './cell.view';
import { isNumeric } from './columns/column-spec';
import type { RowTable } from './columns/row-table';
import type { ResourceListViewModel } from './resource-list.view-model';
import { SortDirection, type TableRow } from './table-model';

/** The current page as a table; a column header sorts by that column. */
export const ListTable = observer(function ListTable({
  vm,
  onOpen,
  files,
}: {
  readonly vm: ResourceListViewModel;
  /** Opens a row's record (lists staff write); without it rows are not interactive. */
  readonly onOpen?: (row: TableRow) => void;
  /** Downloads the files the server keeps behind the token (a CV sent from the site). */
  readonly files?: ProtectedFiles;
}) {
  return (
    <div className="list-table-scroll">
      <HTMLTable striped interactive compact className="list-table">
        <ListHeader vm={vm} />
        <tbody>
          {vm.pageRows.map((row, rowIndex) => (
            <ListRow key={rowIndex} row={row} table={vm.table} onOpen={onOpen} files={files} />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});

/** The headers, each a button that sorts; their own observer, so a search does not redraw them. */
const ListHeader = observer(function ListHeader({ vm }: { readonly vm: ResourceListViewModel }) {
  const t = useT();
  return (
    <thead>
      <tr>
        {vm.columns.map((column) => {
          const sorted = vm.sort?.column === column.id ? vm.sort.direction : null;
          return (
            <th
              key={column.id}
              className={isNumeric(column.kind) ? 'list-numeric' : undefined}
              aria-sort={sorted === null ? 'none' : sorted === SortDirection.Asc ? 'ascending' : 'descending'}
            >
              <Button
                variant="minimal"
                size="small"
                className="list-sort"
                onClick={() => vm.toggleSort(column.id)}
                endIcon={
                  sorted === SortDirection.Asc ? (
                    <CaretUp aria-label={t('list.sortedAscending')} />
                  ) : sorted === SortDirection.Desc ? (
                    <CaretDown aria-label={t('list.sortedDescending')} />
                  ) : undefined
                }
              >
                {vm.headerOf(column)}
              </Button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

/**
 * One row of the page. A component of its own, so a drawing React splits can yield between rows,
 * and a search that keeps a row at its place does not draw it again.
 */
const ListRow = memo(function ListRow({
  row,
  table,
  onOpen,
  files,
}: {
  readonly row: TableRow;
  readonly table: RowTable;
  readonly onOpen: ((row: TableRow) => void) | undefined;
  readonly files: ProtectedFiles | undefined;
}) {
  const columns = table.columns;
  const open =
    onOpen === undefined
      ? {}
      : {
          className: 'list-row-open',
          tabIndex: 0,
          onClick: () => onOpen(row),
          onKeyDown: (event: React.KeyboardEvent) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onOpen(row);
            }
          },
        };
  return (
    <tr {...open}>
      {table.cells(row).map((cell, i) => {
        const column = columns[i];
        return (
          <td
            key={column?.id ?? i}
            className={column !== undefined && isNumeric(column.kind) ? 'list-numeric' : undefined}
          >
            <CellContent cell={cell} files={files} />
          </td>
        );
      })}
    </tr>
  );
});
