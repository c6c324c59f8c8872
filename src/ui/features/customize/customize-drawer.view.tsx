import { Button, Classes, Drawer, H2, Position } from '@blueprintjs/core';
import { Cog, Reset, SmallCross } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import { CustomizeViewModel } from './customize.view-model';
import {
  FontSection,
  InputStyleSection,
  LanguageSection,
  ModeSection,
  PresetSection,
  RadiusSection,
} from './customize-sections.view';
import 'blueprint-css/rest.css';
import './customize-drawer.css';

/** The customize drawer is 280 wide. */
const CUSTOMIZE_DRAWER_WIDTH = 280;

export interface CustomizeDrawerProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

/**
 * The Live Customize drawer: mode, colour preset, font, border radius, input style, language and
 * right-to-left layout. Blueprint mirrors a right-hand drawer under `dir=rtl`, so `Position.RIGHT`
 * opens it from the inline end in both directions. Each section observes its own part of the
 * config; this frame follows only the language.
 */
const CustomizeDrawer = observer(function CustomizeDrawer({ isOpen, onClose }: CustomizeDrawerProps) {
  const app = useApp();
  const t = useT();
  const [vm] = useState(() => new CustomizeViewModel(app));
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position={Position.RIGHT}
      size={CUSTOMIZE_DRAWER_WIDTH}
      className="customize-drawer"
      // Focus on the dialog itself, so a screen reader announces its name on opening.
      onOpened={() => panel.current?.focus()}
    >
      {/* Blueprint's drawer has no dialog role of its own, and the header it draws from `title`
          names its close button "Close" in every language: the header is drawn here instead. */}
      <div
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="customize-panel"
        data-testid="customize-drawer"
      >
        <div className={Classes.DRAWER_HEADER}>
          <Cog />
          <H2 id={titleId} className="customize-title">
            {t('shell.liveCustomize')}
          </H2>
          <Button
            variant="minimal"
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon={<SmallCross />}
            aria-label={t('common.close')}
            onClick={onClose}
          />
        </div>
        <div className={Classes.DRAWER_BODY}>
          <ModeSection vm={vm} />
          <PresetSection vm={vm} />
          <FontSection vm={vm} />
          <RadiusSection vm={vm} />
          <InputStyleSection vm={vm} />
          <LanguageSection vm={vm} />
        </div>
        <div className={Classes.DRAWER_FOOTER}>
          <Button icon={<Reset />} fill onClick={() => void vm.reset()} data-testid="customize-reset">
            {t('customize.reset')}
          </Button>
        </div>
      </div>
    </Drawer>
  );
});

export default CustomizeDrawer;
