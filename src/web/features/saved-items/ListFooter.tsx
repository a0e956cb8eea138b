import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useInView } from '../../lib/use-in-view.ts';

type ListFooterProps = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** The end of an infinite list: loads the next page as it comes into view, with a button as fallback. */
export function ListFooter({ hasNextPage, isFetchingNextPage, fetchNextPage }: ListFooterProps) {
  const { t } = useTranslation('words');
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useInView<HTMLDivElement>(loadMore, { enabled: hasNextPage && !isFetchingNextPage });
  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      {isFetchingNextPage ? (
        <Spinner label={t('list.loadingMore')} />
      ) : (
        hasNextPage && (
          <Button variant="outline" onClick={loadMore} data-testid="list-load-more">
            {t('list.loadMore')}
          </Button>
        )
      )}
    </div>
  );
}
