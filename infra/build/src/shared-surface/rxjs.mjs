// What the apps' browser builds get for `rxjs`: the names the store imports, its own code's and the
// GraphQL client's (@apollo/client builds on rxjs), and no more. Sharing the package itself sent the
// whole of rxjs, every operator and scheduler, to every page, since a shared module is built whole.
// shared-surface.test.ts fails when an app or the GraphQL client imports a name missing here.
//
// Each name comes from its own module: an import of `rxjs` here would be the shared module itself.
// `rxjs/` subpaths are therefore not shared (shared-deps.cjs), and no app imports one.
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject';
export { Observable } from 'rxjs/internal/Observable';
export { ReplaySubject } from 'rxjs/internal/ReplaySubject';
export { Subject } from 'rxjs/internal/Subject';
export { firstValueFrom } from 'rxjs/internal/firstValueFrom';
export { lastValueFrom } from 'rxjs/internal/lastValueFrom';
export { asapScheduler } from 'rxjs/internal/scheduler/asap';
export { EMPTY } from 'rxjs/internal/observable/empty';
export { concat } from 'rxjs/internal/observable/concat';
export { from } from 'rxjs/internal/observable/from';
export { fromEvent } from 'rxjs/internal/observable/fromEvent';
export { of } from 'rxjs/internal/observable/of';
export { throwError } from 'rxjs/internal/observable/throwError';
export { catchError } from 'rxjs/internal/operators/catchError';
export { distinctUntilChanged } from 'rxjs/internal/operators/distinctUntilChanged';
export { filter } from 'rxjs/internal/operators/filter';
export { finalize } from 'rxjs/internal/operators/finalize';
export { map } from 'rxjs/internal/operators/map';
export { materialize } from 'rxjs/internal/operators/materialize';
export { mergeMap } from 'rxjs/internal/operators/mergeMap';
export { observeOn } from 'rxjs/internal/operators/observeOn';
export { share } from 'rxjs/internal/operators/share';
export { shareReplay } from 'rxjs/internal/operators/shareReplay';
export { tap } from 'rxjs/internal/operators/tap';
export { timer } from 'rxjs/internal/observable/timer';
