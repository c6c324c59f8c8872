import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import type { ResourceListViewModel } from './resource-list.view-model';

/** Previous / next and "Page 2 of 5"; the chevrons are mirrored in right-to-left pages. */
export const Pager = observer(function Pager({ vm }: { readonly vm: ResourceListViewModel }) {
  const t = useT();
  const page = vm.currentPage;
  return (
    <nav className="list-pager" aria-label={t('common.page')}>
      <ButtonGroup>
        <Button
          icon={<ChevronLeft className="flip-rtl" />}
          disabled={page <= 1}
          onClick={() => vm.goToPage(page - 1)}
        >
          {t('common.previous')}
        </Button>
        <Button
          endIcon={<ChevronRight className="flip-rtl" />}
          disabled={page >= vm.pageCount}
          onClick={() => vm.goToPage(page + 1)}
        >
          {t('common.next')}
        </Button>
      </ButtonGroup>
      <span className="list-page-of" data-testid="page-of">
        {t('common.pageOfTotal', { page, total: vm.pageCount })}
      </span>
    </nav>
  );
});
