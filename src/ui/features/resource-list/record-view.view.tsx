import { HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { CellContent } from './cell.view';
import type { ResourceListViewModel } from './resource-list.view-model';

/** A single record (the app configuration, the contact details) as label and value, one field a line. */
export const RecordView = observer(function RecordView({ vm }: { readonly vm: ResourceListViewModel }) {
  const record = vm.shownRows[0];
  const cells = vm.cellsOf(record);
  return (
    <HTMLTable compact striped className="record-view">
      <tbody>
        {vm.columns.map((column, i) => {
          const cell = cells[i];
          return (
            <tr key={column.id}>
              <th scope="row">{vm.headerOf(column)}</th>
              <td>{cell === undefined ? null : <CellContent cell={cell} />}</td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
});
