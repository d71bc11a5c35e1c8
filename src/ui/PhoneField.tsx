import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CountryFlag } from './CountryFlag';
import { ChevronDownIcon } from './control-icons';
import { COUNTRIES, countryByCode, countryNamer, DEFAULT_COUNTRY } from './countries';
import * as f from './Field.css';
import { useFieldIds } from './field-ids';
import * as s from './PhoneField.css';

export interface PhoneFieldProps {
  label: ReactNode;
  /** Name of the number input. */
  name: string;
  /** Name of the hidden input carrying the chosen country's ISO code. */
  countryName: string;
  defaultCountry?: string;
  defaultValue?: string;
  error?: string | null;
  /** Intl locale for the country names ('en', 'uk'). */
  locale: string;
}

interface Option {
  code: string;
  dial: string;
  name: string;
}

/**
 * A phone number with a searchable country picker (spec §2 sign-up: "phone (country picker
 * defaulting to Ukraine, searchable)"). The picker is a button that opens a Radix popover with a
 * combobox: typing filters by country name, code or dialling code; arrows move, Enter chooses,
 * Escape or a click outside closes it (Radix), and the focus goes back to the button.
 */
export function PhoneField({
  label,
  name,
  countryName,
  defaultCountry = DEFAULT_COUNTRY,
  defaultValue,
  error,
  locale,
}: PhoneFieldProps) {
  const { t } = useLingui();
  const { controlId, errorId, describedBy } = useFieldIds(undefined, false, Boolean(error));
  const listId = useId();
  const [country, setCountry] = useState(() => countryByCode(defaultCountry)?.code ?? DEFAULT_COUNTRY);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const options = useMemo(() => {
    const nameOf = countryNamer(locale);
    const all: Option[] = COUNTRIES.map((c) => ({ ...c, name: nameOf(c.code) }));
    return all.sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);

  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase(locale).replace(/^\+/, '');
    if (!q) return options;
    return options.filter(
      (o) => o.name.toLocaleLowerCase(locale).includes(q) || o.code.toLowerCase() === q || o.dial.startsWith(q),
    );
  }, [options, query, locale]);

  const selected = options.find((o) => o.code === country) ?? options[0];

  // The active option stays in view while the arrows move through the list.
  const activeCode = open ? shown[active]?.code : undefined;
  useEffect(() => {
    if (!activeCode) return;
    const element = listRef.current?.querySelector(`[data-code="${activeCode}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeCode]);

  const openPicker = () => {
    setQuery('');
    setActive(
      Math.max(
        0,
        options.findIndex((o) => o.code === country),
      ),
    );
    setOpen(true);
  };
  // Radix gives the focus back a tick after the popover unmounts; the button has it at once.
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (option: Option | undefined) => {
    if (option) setCountry(option.code);
    close();
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActive((i) => Math.min(last, i + 1));
        break;
      case 'ArrowUp':
        setActive((i) => Math.max(0, i - 1));
        break;
      case 'Home':
        setActive(0);
        break;
      case 'End':
        setActive(last);
        break;
      case 'Enter':
        choose(shown[active]);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const optionId = (code: string) => `${listId}-${code}`;
  const activeOption = shown[active];

  return (
    <div className={f.field}>
      <label htmlFor={controlId} className={f.label}>
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={(next) => (next ? openPicker() : setOpen(false))}>
        <div className={s.row}>
          <Popover.Trigger asChild>
            <button
              ref={buttonRef}
              type="button"
              className={s.countryButton}
              aria-label={t`Country code: ${selected.name} +${selected.dial}`}
            >
              <span className={s.flag} aria-hidden="true">
                <CountryFlag code={selected.code} />
              </span>
              <span>+{selected.dial}</span>
              <ChevronDownIcon />
            </button>
          </Popover.Trigger>
          <input type="hidden" name={countryName} value={country} />
          <input
            id={controlId}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={f.control}
            defaultValue={defaultValue}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <Popover.Content
            className={s.popover}
            side="bottom"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            aria-label={t`Search for a country`}
          >
            <input
              className={f.control}
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption ? optionId(activeOption.code) : undefined}
              aria-label={t`Search for a country`}
              placeholder={t`Search for a country`}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKey}
            />
            <div id={listId} ref={listRef} role="listbox" aria-label={t`Countries`} className={s.list}>
              {shown.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the search box (aria-activedescendant).
                <div
                  key={option.code}
                  id={optionId(option.code)}
                  data-code={option.code}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option.code === country}
                  data-active={index === active}
                  className={s.option}
                  onPointerMove={() => setActive(index)}
                  onClick={() => choose(option)}
                >
                  <span className={s.flag} aria-hidden="true">
                    <CountryFlag code={option.code} />
                  </span>
                  <span className={s.optionName}>{option.name}</span>
                  <span className={s.dial}>+{option.dial}</span>
                </div>
              ))}
            </div>
            {shown.length === 0 && <p className={s.empty}>{t`No country matches`}</p>}
          </Popover.Content>
        </div>
      </Popover.Root>
      {error && (
        <p id={errorId} className={f.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
