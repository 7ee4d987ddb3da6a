import { useState } from 'react';
import { useEngine } from '../provider/context';
import { type PageInfo, parsePageSize } from './paging';

interface PagerProps {
  info: PageInfo;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** 'Showing x - y of n', first / previous / next / last, and the page size (spec 000 §2). */
export function Pager({ info, pageSize, onPage, onPageSize }: PagerProps) {
  const { t } = useEngine();
  const [sizeText, setSizeText] = useState(String(pageSize));
  if (info.total === 0) return <p className="me-pager me-hint">{t('No Pages To Show')}</p>;
  const last = info.pages - 1;
  const button = (
    label: 'First page' | 'Previous page' | 'Next page' | 'Last page',
    page: number,
    text: string,
  ) => (
    <button
      type="button"
      className="me-button me-button-quiet"
      aria-label={t(label)}
      disabled={page < 0 || page > last || page === info.page}
      onClick={() => onPage(page)}
    >
      {text}
    </button>
  );
  return (
    <nav
      className="me-pager"
      aria-label={t('Page {page} of {pages}', { page: info.page + 1, pages: info.pages })}
    >
      <span role="status">{t('Showing {first} - {last} of {total}', { ...info })}</span>
      {button('First page', 0, '«')}
      {button('Previous page', info.page - 1, '‹')}
      <span>{t('Page {page} of {pages}', { page: info.page + 1, pages: info.pages })}</span>
      {button('Next page', info.page + 1, '›')}
      {button('Last page', last, '»')}
      <label className="me-page-size">
        {t('Page size')}
        <input
          className="me-input me-number"
          type="number"
          value={sizeText}
          onChange={(event) => {
            const size = parsePageSize(event.target.value);
            // spec 000 §2: a size of 0 or less clears the box and keeps the current size.
            setSizeText(size === null ? '' : event.target.value);
            if (size !== null) onPageSize(size);
          }}
        />
      </label>
    </nav>
  );
}
