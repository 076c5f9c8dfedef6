// The bundle floor (tools/budget.mjs): an empty page that imports the libraries of the design card and does nothing.
// Each import is kept alive through a global, so tree-shaking removes no more than it would in the product.
import * as React from 'react';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';
import * as Inversify from 'inversify';
import i18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as Mobx from 'mobx';
import * as MobxReactLite from 'mobx-react-lite';
import ky from 'ky';

(globalThis as Record<string, unknown>).__kadoFloor = [React, ReactDomClient, ReactRouterDom, Inversify, i18next, ReactI18next, Mobx, MobxReactLite, ky];
