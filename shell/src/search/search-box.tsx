// The header's search box (spec §2, §5): an ARIA combobox whose listbox shows up to 10 suggestions
// for debounced text of 3+ characters. Arrow keys move the active option, Enter on it searches with
// it, Escape closes, submitting goes to the results page.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBusValue } from 'shared-events/react';
import { IconButton, Input, SpinnerGlyph } from 'design-system';
import type { FetchSuggestions, Suggestion } from './search-api';
import { HighlightedText } from './highlighted-text';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SEARCH_SUGGESTION_LIMIT, searchPath } from './search-rules';

// The suggestions' API client and its GraphQL document load when the shopper comes to the box
// (focus), not with the header.
const loadSearchApi = () => import('./search-api');
const preloadSearchApi = () => {
  loadSearchApi().catch(() => {
    // the first search loads it again and reports a failure in the box
  });
};
const defaultFetch: FetchSuggestions = (query) => loadSearchApi().then((api) => api.fetchSuggestions(query));

const Form = styled.form`
  position: relative;
  flex: 1;
  min-width: 0;
  input {
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surface};
    padding-inline-end: ${({ theme }) => theme.space[12]};
  }
`;

// Inside the field, at its end: the input is 2.75rem high and this 2rem, so 0.375rem either side.
const SubmitButton = styled(IconButton)`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[1.5]};
  bottom: ${({ theme }) => theme.space[1.5]};
`;

/** Spec §9: the suggestion box is 320 px high. */
const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  max-height: 320px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
`;

const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space[2.5]} ${({ theme }) => theme.space[4]};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySurface : 'transparent')};
  mark {
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Message = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[3.5]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

type Status = 'idle' | 'loading' | 'done' | 'error';

export interface SearchBoxProps {
  fetchSuggestions?: FetchSuggestions;
  className?: string;
}

export function SearchBox({ fetchSuggestions = defaultFetch, className }: SearchBoxProps) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useBusValue('session:changed');
  const address = useBusValue('address:changed');
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  // The results page's keyword shows in the box.
  useEffect(() => {
    if (location.pathname.startsWith('/search-products')) {
      setText(new URLSearchParams(location.search).get('searchKeyword') ?? '');
    }
  }, [location.pathname, location.search]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const language = i18n.language === 'en' ? 'en' : 'ar';
  const role = session?.status === 'user' ? 'USER' : 'GUEST';
  const lat = address?.lat;
  const long = address?.long;

  // Asked only while the shopper uses the box: on the results page the box holds the keyword from
  // the start, and suggestions nobody sees would load the GraphQL client with the page.
  useEffect(() => {
    if (!open) return undefined;
    setActive(-1);
    if (debounced.length < SEARCH_MIN_CHARS) {
      setSuggestions([]);
      setStatus('idle');
      return undefined;
    }
    const controller = new AbortController();
    const coordinate: [number, number] | undefined = lat !== undefined && long !== undefined ? [lat, long] : undefined;
    setStatus('loading');
    fetchSuggestions({ query: debounced, language, role, coordinate, signal: controller.signal })
      .then((found) => {
        // Spec §9: never more than 10, whatever a fetcher returns.
        setSuggestions(found.slice(0, SEARCH_SUGGESTION_LIMIT));
        setStatus('done');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[shell] search suggestions failed', error);
        setSuggestions([]);
        setStatus('error');
      });
    return () => controller.abort();
  }, [open, debounced, language, role, lat, long, fetchSuggestions]);

  const trimmed = text.trim();
  const visible = open && trimmed.length >= SEARCH_MIN_CHARS;
  const waiting = status === 'loading' || debounced !== trimmed;
  const showOptions = visible && !waiting && status === 'done' && suggestions.length > 0;

  const search = (keyword: string) => {
    if (!keyword.trim()) return;
    setOpen(false);
    setActive(-1);
    setText(keyword);
    navigate(searchPath(keyword));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (showOptions) setActive((index) => Math.min(index + 1, suggestions.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (showOptions) setActive((index) => Math.max(index - 1, -1));
        break;
      case 'Enter': {
        const chosen = showOptions && active >= 0 ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          search(chosen.text);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  return (
    <Form
      ref={formRef}
      role="search"
      className={className}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!formRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Input
        label={t('search_label')}
        hideLabel
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('search_placeholder')}
        value={text}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={listId}
        aria-activedescendant={showOptions && active >= 0 ? optionId(active) : undefined}
        onFocus={() => {
          setOpen(true);
          preloadSearchApi();
        }}
        onPointerEnter={preloadSearchApi}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <SubmitButton type="submit" size="sm" aria-label={t('search_submit')}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </SubmitButton>
      <Popup hidden={!visible} data-testid="search-suggestions">
        <List id={listId} role="listbox" aria-label={t('search_suggestions_label')}>
          {showOptions &&
            suggestions.map((suggestion, index) => (
              <Option
                key={`${suggestion.slug}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => search(suggestion.text)}
              >
                <HighlightedText text={suggestion.text} ranges={suggestion.highlights} />
              </Option>
            ))}
        </List>
        <div role="status" aria-live="polite">
          {visible && waiting && (
            <Message>
              <SpinnerGlyph $size="sm" />
              {t('search_suggestions_loading')}
            </Message>
          )}
          {visible && !waiting && status === 'done' && suggestions.length === 0 && <Message>{t('search_suggestions_empty')}</Message>}
          {visible && !waiting && status === 'error' && <Message>{t('operation_failed')}</Message>}
        </div>
      </Popup>
    </Form>
  );
}
