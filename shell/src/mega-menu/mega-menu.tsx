// The mega-menu (spec §2): parents at the start side; hovering or focusing one shows its children
// as image tiles in 6 columns with a banner; choosing a child goes to /category/{parent}/{child} and
// closes. Body scroll is locked while open; Escape, a click outside or focus leaving close it.
// Keyboard: the parents are one Tab stop (roving tabindex) moved with ArrowUp/ArrowDown/Home/End;
// the arrow pointing at the tiles (ArrowRight, ArrowLeft in RTL), Enter, Space or Tab go into the
// active parent's tiles, and the opposite arrow comes back. Loaded on demand.
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, ButtonBase, lockBodyScroll, Skeleton } from 'design-system';
import { fetchCategories, nameIn, type CategoryItem } from '../categories/categories-api';

const Panel = styled.div`
  position: absolute;
  top: 100%;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  display: grid;
  grid-template-columns: 15rem 1fr 14rem;
  max-height: min(768px, calc(100vh - 8rem));
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Parents = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.neutral[200]};
`;

const ParentButton = styled(ButtonBase)<{ $active: boolean }>`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space[2.5]} ${({ theme }) => theme.space[4]};
  background: ${({ $active, theme }) => ($active ? theme.colors.background : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.primaryStrong : theme.colors.text.primary)};
  font-weight: ${({ $active, theme }) => ($active ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  text-align: start;
  border-inline-start: 3px solid ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
`;

const Children = styled.div`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  overflow-y: auto;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Spec §9: six columns. */
const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.neutral[100]};
  }
`;

const ImagePlaceholder = styled.span`
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.neutral[100]};
`;

const ViewAll = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Banner = styled.aside`
  margin: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.promo};
  color: ${({ theme }) => theme.colors.onSecondary};
  align-self: start;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

export interface MegaMenuProps {
  id: string;
  onClose: (returnFocus: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
}

export default function MegaMenu({ id, onClose, triggerRef }: MegaMenuProps) {
  const { t, i18n } = useTranslation('common');
  const [categories, setCategories] = useState<CategoryItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  // The parent that is the list's one Tab stop: follows focus, not the pointer.
  const [tabStop, setTabStop] = useState(0);
  // Focus goes to the first tile once the active parent's tiles are rendered; the counter makes
  // sure a render happens even when the active parent does not change.
  const pendingTileFocus = useRef(false);
  const [tileFocusRequest, setTileFocusRequest] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const childrenRef = useRef<HTMLDivElement>(null);
  const parentRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusedOnOpen = useRef(false);

  useEffect(() => {
    let live = true;
    fetchCategories()
      .then((list) => live && setCategories(list))
      .catch((error: unknown) => {
        console.error('[shell] categories failed', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => lockBodyScroll(), []);

  useEffect(() => {
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      onClose(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose, triggerRef]);

  // Opening the menu puts focus on the active parent as soon as the parents are there, in the same
  // commit that shows them: a key pressed in between (Escape gives focus back to the trigger) then
  // cannot be overtaken by it. Focus the shopper has moved elsewhere meanwhile stays where it is.
  useLayoutEffect(() => {
    if (focusedOnOpen.current || !categories?.length) return;
    focusedOnOpen.current = true;
    const current = document.activeElement;
    const untouched = !current || current === document.body || current === triggerRef.current || panelRef.current?.contains(current);
    if (untouched) parentRefs.current[active]?.focus();
  }, [categories, active, triggerRef]);

  useLayoutEffect(() => {
    if (!pendingTileFocus.current) return;
    pendingTileFocus.current = false;
    childrenRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [tileFocusRequest]);

  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  // The parents sit at the start side, so the tiles are towards the end side.
  const towardTiles = rtl ? 'ArrowLeft' : 'ArrowRight';
  const towardParents = rtl ? 'ArrowRight' : 'ArrowLeft';
  const parent = categories?.[active];

  const focusParent = (index: number) => {
    setActive(index);
    parentRefs.current[index]?.focus();
  };

  const enterTiles = (index: number) => {
    setActive(index);
    pendingTileFocus.current = true;
    setTileFocusRequest((n) => n + 1);
  };

  const onParentKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!categories?.length) return;
    const last = categories.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusParent(index === last ? 0 : index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusParent(index === 0 ? last : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusParent(0);
        break;
      case 'End':
        event.preventDefault();
        focusParent(last);
        break;
      case towardTiles:
      case 'Enter':
      case ' ':
        event.preventDefault();
        enterTiles(index);
        break;
      case 'Tab':
        // The pointer may have shown another parent than the focused one; Tab follows the focused one.
        if (!event.shiftKey && index !== active) {
          event.preventDefault();
          enterTiles(index);
        }
        break;
      default:
    }
  };

  const onTilesKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== towardParents) return;
    event.preventDefault();
    parentRefs.current[active]?.focus();
  };

  // Tabbing past the last link (or back past the trigger) leaves the menu, so it closes.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || panelRef.current?.contains(next) || triggerRef.current?.contains(next)) return;
    onClose(false);
  };

  return (
    <Panel id={id} ref={panelRef} data-testid="mega-menu" role="region" aria-label={t('all_categories')} onBlur={onBlur}>
      <nav aria-label={t('mega_menu_parents')}>
        <Parents>
          {!categories && !failed && Array.from({ length: 8 }, (_, i) => <li key={i}><Skeleton height="2.5rem" /></li>)}
          {categories?.map((category, index) => (
            <li key={category.id}>
              <ParentButton
                ref={(node) => {
                  parentRefs.current[index] = node;
                }}
                type="button"
                tabIndex={index === tabStop ? 0 : -1}
                $active={index === active}
                aria-expanded={index === active}
                aria-controls={`${id}-children`}
                onMouseEnter={() => setActive(index)}
                onFocus={() => {
                  setActive(index);
                  setTabStop(index);
                }}
                onKeyDown={(event) => onParentKey(event, index)}
              >
                {nameIn(category, language)}
                <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
              </ParentButton>
            </li>
          ))}
        </Parents>
      </nav>
      <Children id={`${id}-children`} ref={childrenRef} onKeyDown={onTilesKey}>
        {failed && <Alert tone="error">{t('operation_failed')}</Alert>}
        {parent && (
          <>
            <h2>{nameIn(parent, language)}</h2>
            <Tiles>
              {parent.children.map((child) => (
                <li key={child.id}>
                  <Tile to={`/category/${parent.slug}/${child.slug}`} onClick={() => onClose(false)}>
                    {child.image ? (
                      <img src={child.image} alt="" loading="lazy" width={72} height={72} />
                    ) : (
                      <ImagePlaceholder aria-hidden="true" />
                    )}
                    {nameIn(child, language)}
                  </Tile>
                </li>
              ))}
            </Tiles>
            <ViewAll to={`/category/${parent.slug}`} onClick={() => onClose(false)}>
              {t('mega_view_all', { name: nameIn(parent, language) })}
            </ViewAll>
          </>
        )}
      </Children>
      <Banner>
        <h2>{t('mega_banner_title')}</h2>
        <p>{t('mega_banner_text')}</p>
      </Banner>
    </Panel>
  );
}
