import React, { useRef, useState } from 'react';
import { ReactComponent as IconDown } from '@ant-design/icons-svg/inline-svg/outlined/down.svg';
import { Link, useLocation, useNavData } from 'dumi';
import NavbarExtra from 'dumi/theme/slots/NavbarExtra';
import { isNavTargetActive } from '../../../browser/nav';
import useHydrated from '../../components/useHydrated';
import useMessage from '../../components/useMessage';

// dumi's sub-menu toggle has no name: this one is labelled and says if open; CSS in ../Header.
const NavbarItem = ({ item }: { item: ReturnType<typeof useNavData>[number] }) => {
  const { pathname } = useLocation();
  const message = useMessage();
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(() =>
    Boolean(item.children?.some((child) => isNavTargetActive(pathname, child))),
  );
  const toggle = useRef<HTMLButtonElement>(null);
  const className = isNavTargetActive(pathname, item) ? 'active' : undefined;
  return (
    <li
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !expanded) return;
        event.preventDefault(); // the menu panel around it stays open
        setExpanded(false);
        toggle.current?.focus();
      }}
    >
      <Link to={item.link ?? ''} className={className}>
        {item.title}
      </Link>
      {item.children && (
        <>
          <button
            ref={toggle}
            type="button"
            className="dumi-default-navbar-collapse-btn"
            aria-label={message('site.navbar.submenu', { title: item.title })}
            aria-expanded={expanded}
            data-collapsed={expanded || undefined}
            disabled={!hydrated}
            onClick={(event) => {
              event.stopPropagation();
              setExpanded((shown) => !shown);
            }}
          >
            <IconDown aria-hidden />
          </button>
          <ul className="dumi-default-navbar-dropdown" data-collapsed={expanded || undefined}>
            {item.children.map((child) => (
              <NavbarItem key={child.link} item={child} />
            ))}
          </ul>
        </>
      )}
    </li>
  );
};

const Navbar = () => (
  <ul className="dumi-default-navbar">
    {useNavData().map((item) => (
      <NavbarItem key={item.link ?? item.title} item={item} />
    ))}
    <NavbarExtra />
  </ul>
);

export default Navbar;
