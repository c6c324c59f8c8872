import { HTMLTable } from '@blueprintjs/core';
import { CaretDown, CaretUp } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import type { ResourceListViewModel } from './resource-list.view-model';
import { SortDirection, cellText, isImageCell } from './table-model';

/** The current page as a table; a column header sorts by that column. */
export const ListTable = observer(function ListTable({ vm }: { readonly vm: ResourceListViewModel }) {
  const t = useT();
  const columns = vm.columns;
  return (
    <div className="list-table-scroll">
      <HTMLTable striped interactive compact className="list-table">
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = vm.sort?.column === column ? vm.sort.direction : null;
              return (
                <th
                  key={column}
                  aria-sort={
                    sorted === null ? 'none' : sorted === SortDirection.Asc ? 'ascending' : 'descending'
                  }
                >
                  <button type="button" className="list-sort" onClick={() => vm.toggleSort(column)}>
                    {column}
                    {sorted === SortDirection.Asc && <CaretUp aria-label={t('list.sortedAscending')} />}
                    {sorted === SortDirection.Desc && <CaretDown aria-label={t('list.sortedDescending')} />}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {vm.pageRows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {columns.map((column) => {
                const text = cellText(row, column);
                return (
                  <td key={column}>
                    {isImageCell(column, text) ? <img src={text} alt="" className="list-thumb" /> : text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});
