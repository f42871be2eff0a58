// The checkout's tests use the fresh-bus-per-test helpers every team shares (remote-kit/testing).
export { resetTestBus, testBus, withTestBus, withTestBusHooks } from 'remote-kit/testing';
