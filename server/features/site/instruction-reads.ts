import type { CenterInstructionHeaderWire, CenterInstructionWire } from '../../../src/contract/site/site';
import { HttpAnswer } from '../../http/http-answer';
import { rowId } from '../shared/input';
import type { ResourceHandler } from '../shared/resource-handler';
import { toWireRow } from '../shared/wire-row';

/**
 * GET /api/Instruction/GetCenterInstructions (area center-instructions): the instruction images of
 * every center (the headers that carry an image).
 */
export const listCenterInstructions: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('center_instruction_headers')
    .selectAll()
    .where('image_url', 'is not', null)
    .orderBy('center_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r): CenterInstructionWire => ({
    ...toWireRow(r),
    centerId: r.center_id,
    imageUrl: r.image_url ?? '',
  }));
};

async function headersOf(context: Parameters<ResourceHandler>[0]) {
  const centerId = rowId(context.params.id, 'center id');
  if (centerId instanceof HttpAnswer) return centerId;
  return context.services.db
    .selectFrom('center_instruction_headers')
    .selectAll()
    .where('center_id', '=', centerId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** GET /api/CenterInstructionHeaders/GetInstructionHeadersDashboard/{id} (area center-instructions). */
export const listInstructionHeaders: ResourceHandler = async (context) => {
  const rows = await headersOf(context);
  if (rows instanceof HttpAnswer) return rows;
  return rows.map((r): CenterInstructionHeaderWire => ({ ...toWireRow(r), id: r.id, title: r.title_en }));
};

/** GET /api/CenterInstructionHeaders/GetMainCenterInstructionsAndHeaders/{id} (public): the center's headers. */
export const listMainCenterInstructions: ResourceHandler = async (context) => {
  const rows = await headersOf(context);
  if (rows instanceof HttpAnswer) return rows;
  return rows.map(toWireRow);
};
