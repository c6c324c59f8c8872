import type {
  SliderBoardGateway,
  SliderGroupOrder,
  SliderSaveError,
} from '../../application/ports/slider-board-gateway';
import type { SliderBoard } from '../../domain/content/slider-board';
import type { AppError } from '../../domain/errors/app-error';
import { err, type Result } from '../../domain/shared/result';
import {
  SAVE_SLIDER_ORDER_CALL,
  SLIDER_BOARD_CALL,
  sliderBoardSchema,
  sliderOrderStaleSchema,
  toSliderBoard,
  toSliderOrderWire,
} from '../../contract/content/slider-board';
import { validate } from '../../contract/shared/schema';
import { mapped } from '../../contract/shared/values';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const board = mapped(sliderBoardSchema, toSliderBoard);

/** `SliderBoardGateway` over the spec's grouped read and `PUT /Carousel/SaveSliderOrder`. */
export class FetchSliderBoardGateway implements SliderBoardGateway {
  constructor(private readonly http: HttpClient) {}

  read(): Promise<Result<SliderBoard, AppError>> {
    return sendWireCall(this.http, SLIDER_BOARD_CALL, { name: 'sliderGroups', check: board });
  }

  async saveOrder(groups: readonly SliderGroupOrder[]): Promise<Result<SliderBoard, SliderSaveError>> {
    const answer = await sendWireCall(this.http, SAVE_SLIDER_ORDER_CALL, {
      name: 'saveSliderOrder',
      check: board,
      body: toSliderOrderWire(groups),
    });
    if (answer.ok || answer.error.code !== 'Conflict') return answer;
    const stale = validate(sliderOrderStaleSchema, answer.error.body);
    return stale.ok ? err({ code: 'Stale', current: toSliderBoard(stale.value.current) }) : answer;
  }
}
