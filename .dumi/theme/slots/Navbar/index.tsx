import React, { useRef, useState } from 'react';
import { Link, useLocation, useNavData } from 'dumi';
import NavbarExtra from 'dumi/theme/slots/NavbarExtra';
import 'dumi/theme-default/slots/Navbar/index.less';
import { isNavTargetActive } from '../../../lib/nav';
import useMessage from '../../components/useMessage';
import useHydrated from '../../components/useHydrated';
import './index.less';

type NavItem = ReturnType<typeof useNavData>[number];

const Chevron = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

// The default nav item, with a sub-menu toggle that has a name and reports its state; on wide
// screens the sub-menu also opens while focus is inside it (see index.less), not only on hover.
// Escape inside an open sub-menu closes it and puts focus back on its toggle.
const NavbarItem = ({ item }: { item: NavItem }) => {
  const { pathname } = useLocation();
  const message = useMessage();
  const [expanded, setExpanded] = useState(() =>
    Boolean(item.children?.some((child) => isNavTargetActive(pathname, child))),
  );
  const className = isNavTargetActive(pathname, item) ? 'active' : undefined;
  // Disabled in the prerendered HTML until hydrated: a click before that would be lost.
  const hydrated = useHydrated();
  const toggleLabel = message('site.navbar.submenu', { title: item.title });
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !item.children || !expanded) return;
    // The innermost menu closes first: the phone menu around it stays open (see useDismiss).
    event.preventDefault();
    setExpanded(false);
    toggleRef.current?.focus();
  };

  return (
    <li onKeyDown={onKeyDown}>
      {item.link ? (
        <Link to={item.link} className={className}>
          {item.title}
        </Link>
      ) : (
        <span className={className}>{item.title}</span>
      )}
      {item.children && (
        <>
          <button
            ref={toggleRef}
            type="button"
            className="dumi-default-navbar-collapse-btn"
            aria-label={toggleLabel}
            aria-expanded={expanded}
            data-collapsed={expanded || undefined}
            disabled={!hydrated}
            onClick={(event) => {
              event.stopPropagation();
              setExpanded((shown) => !shown);
            }}
          >
            <Chevron />
          </button>
          <ul className="dumi-default-navbar-dropdown" data-collapsed={expanded || undefined}>
            <NavbarItems items={item.children} />
          </ul>
        </>
      )}
    </li>
  );
};

const NavbarItems = ({ items }: { items: NavItem[] }) => (
  <>
    {items.map((item) => (
      <NavbarItem key={item.activePath || item.link || item.title} item={item} />
    ))}
  </>
);

const Navbar = () => (
  <ul className="dumi-default-navbar">
    <NavbarItems items={useNavData()} />
    <NavbarExtra />
  </ul>
);

export default Navbar;
