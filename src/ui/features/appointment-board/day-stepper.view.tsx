import { Button, ButtonGroup, InputGroup } from '@blueprintjs/core';
import { Calendar, ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { useT } from '../../i18n/use-t';

interface DayStepperProps {
  /** `YYYY-MM-DD`, the value of the date field. */
  readonly day: string;
  readonly isToday: boolean;
  /** One step back (-1) or on (1): a day on the board, a day or a week on the calendar. */
  readonly onMove: (step: -1 | 1) => void;
  readonly onToday: () => void;
  readonly onDay: (day: string) => void;
  /** The names of the two step buttons, which say how far they go. */
  readonly previousLabel: string;
  readonly nextLabel: string;
  /** `board` or `calendar`: the tests' handle on the parts. */
  readonly screen: string;
}

/** Back, Today and on, and a date field: how the board and the calendar move through the days. */
export function DayStepper({
  day,
  isToday,
  onMove,
  onToday,
  onDay,
  previousLabel,
  nextLabel,
  screen,
}: DayStepperProps) {
  const t = useT();
  return (
    <>
      <ButtonGroup>
        <Button
          // The chevrons point the way the days run, so they flip right to left.
          icon={<ChevronLeft className="board-flip" />}
          aria-label={previousLabel}
          onClick={() => onMove(-1)}
          data-testid={`${screen}-previous`}
        />
        <Button text={t('appointments.board.today')} onClick={onToday} disabled={isToday} />
        <Button
          icon={<ChevronRight className="board-flip" />}
          aria-label={nextLabel}
          onClick={() => onMove(1)}
          data-testid={`${screen}-next`}
        />
      </ButtonGroup>
      <InputGroup
        type="date"
        leftIcon={<Calendar />}
        value={day}
        onChange={(e) => onDay(e.currentTarget.value)}
        aria-label={t('appointments.board.day')}
        data-testid={`${screen}-day`}
      />
    </>
  );
}
