import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { useT } from '../../i18n/use-t';

/** Previous / next and "Page 2 of 5"; the chevrons are mirrored in right-to-left pages. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  readonly page: number;
  readonly pageCount: number;
  readonly onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav className="list-pager" aria-label={t('common.page')}>
      <ButtonGroup>
        <Button
          icon={<ChevronLeft className="flip-rtl" />}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('common.previous')}
        </Button>
        <Button
          endIcon={<ChevronRight className="flip-rtl" />}
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {t('common.next')}
        </Button>
      </ButtonGroup>
      <span className="list-page-of" data-testid="page-of">
        {t('common.pageOfTotal', { page, total: pageCount })}
      </span>
    </nav>
  );
}
