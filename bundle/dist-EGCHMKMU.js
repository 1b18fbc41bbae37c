import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  AjvJsonSchemaValidator,
  AuthorizationServerMismatchError,
  BAGGAGE_META_KEY,
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  Client,
  DEFAULT_NEGOTIATED_PROTOCOL_VERSION,
  DEFAULT_REQUEST_TIMEOUT_MSEC,
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  IdJagTokenExchangeResponseSchema,
  InMemoryResponseCacheStore,
  InMemoryTransport,
  InsecureTokenEndpointError,
  InsufficientScopeError,
  IssuerMismatchError,
  JSONRPCMessageSchema,
  JSONRPC_VERSION,
  LATEST_PROTOCOL_VERSION,
  LOG_LEVEL_META_KEY,
  MAX_CACHE_TTL_MS,
  METHOD_NOT_FOUND,
  MissingRequiredClientCapabilityError,
  OAuthClientFlowError,
  OAuthError,
  OAuthErrorCode,
  OAuthErrorResponseSchema,
  OAuthTokensSchema,
  PARSE_ERROR,
  PROTOCOL_VERSION_META_KEY,
  Protocol,
  ProtocolError,
  ProtocolErrorCode,
  RELATED_TASK_META_KEY,
  ReadBuffer,
  RegistrationRejectedError,
  ResourceNotFoundError,
  SERVER_INFO_META_KEY,
  STDIO_DEFAULT_MAX_BUFFER_SIZE,
  SUBSCRIPTION_ID_META_KEY,
  SUPPORTED_PROTOCOL_VERSIONS,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  TRACEPARENT_META_KEY,
  TRACESTATE_META_KEY,
  UnauthorizedError,
  UnsupportedProtocolVersionError,
  UriTemplate,
  UrlElicitationRequiredError,
  adaptOAuthProvider,
  applyClientAuthentication,
  assertCompleteRequestPrompt,
  assertCompleteRequestResourceTemplate,
  assertSecureTokenEndpoint,
  auth,
  brandedHasInstance,
  buildDiscoveryUrls,
  checkResourceAllowed,
  computeScopeUnion,
  createFetchWithInit,
  deserializeMessage,
  discoverAuthorizationServerMetadata,
  discoverOAuthMetadata,
  discoverOAuthProtectedResourceMetadata,
  discoverOAuthServerInfo,
  encodeMcpParamValue,
  exchangeAuthorization,
  extractResourceMetadataUrl,
  extractWWWAuthenticateParams,
  fetchLeavingRedirects,
  fetchToken,
  fetchWithinOrigin,
  fromJsonSchema,
  getDisplayName,
  getSupportedElicitationModes,
  isCallToolResult,
  isHttpsUrl,
  isInitializeRequest,
  isInitializedNotification,
  isInputRequiredResult,
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResponse,
  isJSONRPCResultResponse,
  isJsonContentType,
  isModernProtocolVersion,
  isOAuthClientProvider,
  isSpecType,
  isStrictScopeSuperset,
  isTaskAugmentedRequestParams,
  markAuthSeamEscape,
  mcpNameSource,
  mediaTypeEssence,
  mergeCapabilities,
  parseErrorResponse,
  parseJSONRPCMessage,
  preloadSchemas,
  prepareAuthorizationCodeRequest,
  refreshAuthorization,
  registerClient,
  resolveAuthorizationCallbackParams,
  resolveClientMetadata,
  resourceUrlFromServerUrl,
  selectClientAuthMethod,
  selectResourceURL,
  serializeMessage,
  specTypeSchemas,
  stampErrorBrands,
  startAuthorization,
  unfollowedRedirect,
  validateAuthorizationResponseIssuer,
  validateClientMetadataUrl,
  withInputRequired,
  withoutIssuer
} from "./chunk-T7JTAAUT.js";
import "./chunk-RLJ674YX.js";

// node_modules/eventsource-parser/dist/index.js
var ParseError = class extends Error {
  constructor(message, options) {
    super(message), this.name = "ParseError", this.type = options.type, this.field = options.field, this.value = options.value, this.line = options.line;
  }
};
var LF = 10;
var CR = 13;
var SPACE = 32;
function noop(_arg) {
}
function createParser(config) {
  if (typeof config == "function")
    throw new TypeError(
      "`config` must be an object, got a function instead. Did you mean `createParser({onEvent: fn})`?"
    );
  const { onEvent = noop, onError = noop, onRetry = noop, onComment, maxBufferSize } = config, pendingFragments = [];
  let pendingFragmentsLength = 0, isFirstChunk = true, id, data = "", dataLines = 0, eventType, terminated = false;
  function feed(chunk) {
    if (terminated)
      throw new Error(
        "Cannot feed parser: it was terminated after exceeding the configured max buffer size. Call `reset()` to resume parsing."
      );
    if (isFirstChunk && (isFirstChunk = false, chunk.charCodeAt(0) === 239 && chunk.charCodeAt(1) === 187 && chunk.charCodeAt(2) === 191 && (chunk = chunk.slice(3))), pendingFragments.length === 0) {
      const trailing2 = processLines(chunk);
      trailing2 !== "" && (pendingFragments.push(trailing2), pendingFragmentsLength = trailing2.length), checkBufferSize();
      return;
    }
    if (chunk.indexOf(`
`) === -1 && chunk.indexOf("\r") === -1) {
      pendingFragments.push(chunk), pendingFragmentsLength += chunk.length, checkBufferSize();
      return;
    }
    pendingFragments.push(chunk);
    const input = pendingFragments.join("");
    pendingFragments.length = 0, pendingFragmentsLength = 0;
    const trailing = processLines(input);
    trailing !== "" && (pendingFragments.push(trailing), pendingFragmentsLength = trailing.length), checkBufferSize();
  }
  function checkBufferSize() {
    maxBufferSize !== void 0 && (pendingFragmentsLength + data.length <= maxBufferSize || (terminated = true, pendingFragments.length = 0, pendingFragmentsLength = 0, id = void 0, data = "", dataLines = 0, eventType = void 0, onError(
      new ParseError(`Buffered data exceeded max buffer size of ${maxBufferSize} characters`, {
        type: "max-buffer-size-exceeded"
      })
    )));
  }
  function processLines(chunk) {
    let searchIndex = 0;
    if (chunk.indexOf("\r") === -1) {
      let lfIndex = chunk.indexOf(`
`, searchIndex);
      for (; lfIndex !== -1; ) {
        if (searchIndex === lfIndex) {
          dataLines > 0 && onEvent({ id, event: eventType, data }), id = void 0, data = "", dataLines = 0, eventType = void 0, searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
          continue;
        }
        const firstCharCode = chunk.charCodeAt(searchIndex);
        if (isDataPrefix(chunk, searchIndex, firstCharCode)) {
          const valueStart = chunk.charCodeAt(searchIndex + 5) === SPACE ? searchIndex + 6 : searchIndex + 5, value = chunk.slice(valueStart, lfIndex);
          if (dataLines === 0 && chunk.charCodeAt(lfIndex + 1) === LF) {
            onEvent({ id, event: eventType, data: value }), id = void 0, data = "", eventType = void 0, searchIndex = lfIndex + 2, lfIndex = chunk.indexOf(`
`, searchIndex);
            continue;
          }
          data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        } else isEventPrefix(chunk, searchIndex, firstCharCode) ? eventType = chunk.slice(
          chunk.charCodeAt(searchIndex + 6) === SPACE ? searchIndex + 7 : searchIndex + 6,
          lfIndex
        ) || void 0 : parseLine(chunk, searchIndex, lfIndex);
        searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
      }
      return chunk.slice(searchIndex);
    }
    for (; searchIndex < chunk.length; ) {
      const crIndex = chunk.indexOf("\r", searchIndex), lfIndex = chunk.indexOf(`
`, searchIndex);
      let lineEnd = -1;
      if (crIndex !== -1 && lfIndex !== -1 ? lineEnd = crIndex < lfIndex ? crIndex : lfIndex : crIndex !== -1 ? crIndex === chunk.length - 1 ? lineEnd = -1 : lineEnd = crIndex : lfIndex !== -1 && (lineEnd = lfIndex), lineEnd === -1)
        break;
      parseLine(chunk, searchIndex, lineEnd), searchIndex = lineEnd + 1, chunk.charCodeAt(searchIndex - 1) === CR && chunk.charCodeAt(searchIndex) === LF && searchIndex++;
    }
    return chunk.slice(searchIndex);
  }
  function parseLine(chunk, start, end) {
    if (start === end) {
      dispatchEvent();
      return;
    }
    const firstCharCode = chunk.charCodeAt(start);
    if (isDataPrefix(chunk, start, firstCharCode)) {
      const valueStart = chunk.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, value2 = chunk.slice(valueStart, end);
      data = dataLines === 0 ? value2 : `${data}
${value2}`, dataLines++;
      return;
    }
    if (isEventPrefix(chunk, start, firstCharCode)) {
      eventType = chunk.slice(chunk.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end) || void 0;
      return;
    }
    if (firstCharCode === 105 && chunk.charCodeAt(start + 1) === 100 && chunk.charCodeAt(start + 2) === 58) {
      const value2 = chunk.slice(chunk.charCodeAt(start + 3) === SPACE ? start + 4 : start + 3, end);
      value2.includes("\0") || (id = value2);
      return;
    }
    if (firstCharCode === 58) {
      if (onComment) {
        const line2 = chunk.slice(start, end);
        onComment(line2.slice(chunk.charCodeAt(start + 1) === SPACE ? 2 : 1));
      }
      return;
    }
    const line = chunk.slice(start, end), fieldSeparatorIndex = line.indexOf(":");
    if (fieldSeparatorIndex === -1) {
      processField(line, "", line);
      return;
    }
    const field = line.slice(0, fieldSeparatorIndex), offset = line.charCodeAt(fieldSeparatorIndex + 1) === SPACE ? 2 : 1, value = line.slice(fieldSeparatorIndex + offset);
    processField(field, value, line);
  }
  function processField(field, value, line) {
    switch (field) {
      case "event":
        eventType = value || void 0;
        break;
      case "data":
        data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        break;
      case "id":
        value.includes("\0") || (id = value);
        break;
      case "retry":
        /^\d+$/.test(value) ? onRetry(parseInt(value, 10)) : onError(
          new ParseError(`Invalid \`retry\` value: "${value}"`, {
            type: "invalid-retry",
            value,
            line
          })
        );
        break;
      default:
        onError(
          new ParseError(
            `Unknown field "${field.length > 20 ? `${field.slice(0, 20)}\u2026` : field}"`,
            { type: "unknown-field", field, value, line }
          )
        );
        break;
    }
  }
  function dispatchEvent() {
    dataLines > 0 && onEvent({
      id,
      event: eventType,
      data
    }), id = void 0, data = "", dataLines = 0, eventType = void 0;
  }
  function reset(options = {}) {
    if (options.consume && pendingFragments.length > 0) {
      const incompleteLine = pendingFragments.join("");
      parseLine(incompleteLine, 0, incompleteLine.length);
    }
    isFirstChunk = true, id = void 0, data = "", dataLines = 0, eventType = void 0, pendingFragments.length = 0, pendingFragmentsLength = 0, terminated = false;
  }
  return { feed, reset };
}
function isDataPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 100 && chunk.charCodeAt(i + 1) === 97 && chunk.charCodeAt(i + 2) === 116 && chunk.charCodeAt(i + 3) === 97 && chunk.charCodeAt(i + 4) === 58;
}
function isEventPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 101 && chunk.charCodeAt(i + 1) === 118 && chunk.charCodeAt(i + 2) === 101 && chunk.charCodeAt(i + 3) === 110 && chunk.charCodeAt(i + 4) === 116 && chunk.charCodeAt(i + 5) === 58;
}

// node_modules/eventsource/dist/index.js
var ErrorEvent = class extends Event {
  /**
   * Constructs a new `ErrorEvent` instance. This is typically not called directly,
   * but rather emitted by the `EventSource` object when an error occurs.
   *
   * @param type - The type of the event (should be "error")
   * @param errorEventInitDict - Optional properties to include in the error event
   */
  constructor(type, errorEventInitDict) {
    var _a, _b;
    super(type), this.code = (_a = errorEventInitDict == null ? void 0 : errorEventInitDict.code) != null ? _a : void 0, this.message = (_b = errorEventInitDict == null ? void 0 : errorEventInitDict.message) != null ? _b : void 0;
  }
  /**
   * Node.js "hides" the `message` and `code` properties of the `ErrorEvent` instance,
   * when it is `console.log`'ed. This makes it harder to debug errors. To ease debugging,
   * we explicitly include the properties in the `inspect` method.
   *
   * This is automatically called by Node.js when you `console.log` an instance of this class.
   *
   * @param _depth - The current depth
   * @param options - The options passed to `util.inspect`
   * @param inspect - The inspect function to use (prevents having to import it from `util`)
   * @returns A string representation of the error
   */
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")](_depth, options, inspect) {
    return inspect(inspectableError(this), options);
  }
  /**
   * Deno "hides" the `message` and `code` properties of the `ErrorEvent` instance,
   * when it is `console.log`'ed. This makes it harder to debug errors. To ease debugging,
   * we explicitly include the properties in the `inspect` method.
   *
   * This is automatically called by Deno when you `console.log` an instance of this class.
   *
   * @param inspect - The inspect function to use (prevents having to import it from `util`)
   * @param options - The options passed to `Deno.inspect`
   * @returns A string representation of the error
   */
  [/* @__PURE__ */ Symbol.for("Deno.customInspect")](inspect, options) {
    return inspect(inspectableError(this), options);
  }
};
function syntaxError(message) {
  const DomException = globalThis.DOMException;
  return typeof DomException == "function" ? new DomException(message, "SyntaxError") : new SyntaxError(message);
}
function flattenError(err) {
  return err instanceof Error ? "errors" in err && Array.isArray(err.errors) ? err.errors.map(flattenError).join(", ") : "cause" in err && err.cause instanceof Error ? `${err}: ${flattenError(err.cause)}` : err.message : `${err}`;
}
function inspectableError(err) {
  return {
    type: err.type,
    message: err.message,
    code: err.code,
    defaultPrevented: err.defaultPrevented,
    cancelable: err.cancelable,
    timeStamp: err.timeStamp
  };
}
var __typeError = (msg) => {
  throw TypeError(msg);
};
var __accessCheck = (obj, member, msg) => member.has(obj) || __typeError("Cannot " + msg);
var __privateGet = (obj, member, getter) => (__accessCheck(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateAdd = (obj, member, value) => member.has(obj) ? __typeError("Cannot add the same private member more than once") : member instanceof WeakSet ? member.add(obj) : member.set(obj, value);
var __privateSet = (obj, member, value, setter) => (__accessCheck(obj, member, "write to private field"), member.set(obj, value), value);
var __privateMethod = (obj, member, method) => (__accessCheck(obj, member, "access private method"), method);
var _readyState;
var _url;
var _redirectUrl;
var _withCredentials;
var _fetch;
var _reconnectInterval;
var _reconnectTimer;
var _lastEventId;
var _controller;
var _parser;
var _onError;
var _onMessage;
var _onOpen;
var _EventSource_instances;
var connect_fn;
var _onFetchResponse;
var _onFetchError;
var getRequestOptions_fn;
var _onEvent;
var _onRetryChange;
var failConnection_fn;
var scheduleReconnect_fn;
var _reconnect;
var EventSource = class extends EventTarget {
  constructor(url, eventSourceInitDict) {
    var _a, _b;
    super(), __privateAdd(this, _EventSource_instances), this.CONNECTING = 0, this.OPEN = 1, this.CLOSED = 2, __privateAdd(this, _readyState), __privateAdd(this, _url), __privateAdd(this, _redirectUrl), __privateAdd(this, _withCredentials), __privateAdd(this, _fetch), __privateAdd(this, _reconnectInterval), __privateAdd(this, _reconnectTimer), __privateAdd(this, _lastEventId, null), __privateAdd(this, _controller), __privateAdd(this, _parser), __privateAdd(this, _onError, null), __privateAdd(this, _onMessage, null), __privateAdd(this, _onOpen, null), __privateAdd(this, _onFetchResponse, async (response) => {
      var _a2;
      __privateGet(this, _parser).reset();
      const { body, redirected, status, headers } = response;
      if (status === 204) {
        __privateMethod(this, _EventSource_instances, failConnection_fn).call(this, "Server sent HTTP 204, not reconnecting", 204), this.close();
        return;
      }
      if (redirected ? __privateSet(this, _redirectUrl, new URL(response.url)) : __privateSet(this, _redirectUrl, void 0), status !== 200) {
        __privateMethod(this, _EventSource_instances, failConnection_fn).call(this, `Non-200 status code (${status})`, status);
        return;
      }
      if (!(headers.get("content-type") || "").startsWith("text/event-stream")) {
        __privateMethod(this, _EventSource_instances, failConnection_fn).call(this, 'Invalid content type, expected "text/event-stream"', status);
        return;
      }
      if (__privateGet(this, _readyState) === this.CLOSED)
        return;
      __privateSet(this, _readyState, this.OPEN);
      const openEvent = new Event("open");
      if ((_a2 = __privateGet(this, _onOpen)) == null || _a2.call(this, openEvent), this.dispatchEvent(openEvent), typeof body != "object" || !body || !("getReader" in body)) {
        __privateMethod(this, _EventSource_instances, failConnection_fn).call(this, "Invalid response body, expected a web ReadableStream", status), this.close();
        return;
      }
      const decoder = new TextDecoder(), reader = body.getReader();
      let open = true;
      do {
        const { done, value } = await reader.read();
        value && __privateGet(this, _parser).feed(decoder.decode(value, { stream: !done })), done && (open = false, __privateGet(this, _parser).reset(), __privateMethod(this, _EventSource_instances, scheduleReconnect_fn).call(this));
      } while (open);
    }), __privateAdd(this, _onFetchError, (err) => {
      __privateSet(this, _controller, void 0), !(err.name === "AbortError" || err.type === "aborted") && __privateMethod(this, _EventSource_instances, scheduleReconnect_fn).call(this, flattenError(err));
    }), __privateAdd(this, _onEvent, (event) => {
      typeof event.id == "string" && __privateSet(this, _lastEventId, event.id);
      const messageEvent = new MessageEvent(event.event || "message", {
        data: event.data,
        origin: __privateGet(this, _redirectUrl) ? __privateGet(this, _redirectUrl).origin : __privateGet(this, _url).origin,
        lastEventId: event.id || ""
      });
      __privateGet(this, _onMessage) && (!event.event || event.event === "message") && __privateGet(this, _onMessage).call(this, messageEvent), this.dispatchEvent(messageEvent);
    }), __privateAdd(this, _onRetryChange, (value) => {
      __privateSet(this, _reconnectInterval, value);
    }), __privateAdd(this, _reconnect, () => {
      __privateSet(this, _reconnectTimer, void 0), __privateGet(this, _readyState) === this.CONNECTING && __privateMethod(this, _EventSource_instances, connect_fn).call(this);
    });
    try {
      if (url instanceof URL)
        __privateSet(this, _url, url);
      else if (typeof url == "string")
        __privateSet(this, _url, new URL(url, getBaseURL()));
      else
        throw new Error("Invalid URL");
    } catch {
      throw syntaxError("An invalid or illegal string was specified");
    }
    __privateSet(this, _parser, createParser({
      onEvent: __privateGet(this, _onEvent),
      onRetry: __privateGet(this, _onRetryChange)
    })), __privateSet(this, _readyState, this.CONNECTING), __privateSet(this, _reconnectInterval, 3e3), __privateSet(this, _fetch, (_a = eventSourceInitDict == null ? void 0 : eventSourceInitDict.fetch) != null ? _a : globalThis.fetch), __privateSet(this, _withCredentials, (_b = eventSourceInitDict == null ? void 0 : eventSourceInitDict.withCredentials) != null ? _b : false), __privateMethod(this, _EventSource_instances, connect_fn).call(this);
  }
  /**
   * Returns the state of this EventSource object's connection. It can have the values described below.
   *
   * [MDN Reference](https://developer.mozilla.org/docs/Web/API/EventSource/readyState)
   *
   * Note: typed as `number` instead of `0 | 1 | 2` for compatibility with the `EventSource` interface,
   * defined in the TypeScript `dom` library.
   *
   * @public
   */
  get readyState() {
    return __privateGet(this, _readyState);
  }
  /**
   * Returns the URL providing the event stream.
   *
   * [MDN Reference](https://developer.mozilla.org/docs/Web/API/EventSource/url)
   *
   * @public
   */
  get url() {
    return __privateGet(this, _url).href;
  }
  /**
   * Returns true if the credentials mode for connection requests to the URL providing the event stream is set to "include", and false otherwise.
   *
   * [MDN Reference](https://developer.mozilla.org/docs/Web/API/EventSource/withCredentials)
   */
  get withCredentials() {
    return __privateGet(this, _withCredentials);
  }
  /** [MDN Reference](https://developer.mozilla.org/docs/Web/API/EventSource/error_event) */
  get onerror() {
    return __privateGet(this, _onError);
  }
  set onerror(value) {
    __privateSet(this, _onError, value);
  }
  /** [MDN Reference](https://developer.mozilla.org/docs/Web/API/EventSource/message_event) */
  get onmessage() {
    return __privateGet(this, _onMessage);
  }
  set onmessage(value) {
    __privateSet(this, _onMessage, value);
  }
  /** [MDN Reference](https://developer.mozilla.org/docs/Web/API/EventSource/open_event) */
  get onopen() {
    return __privateGet(this, _onOpen);
  }
  set onopen(value) {
    __privateSet(this, _onOpen, value);
  }
  addEventListener(type, listener, options) {
    const listen = listener;
    super.addEventListener(type, listen, options);
  }
  removeEventListener(type, listener, options) {
    const listen = listener;
    super.removeEventListener(type, listen, options);
  }
  /**
   * Aborts any instances of the fetch algorithm started for this EventSource object, and sets the readyState attribute to CLOSED.
   *
   * [MDN Reference](https://developer.mozilla.org/docs/Web/API/EventSource/close)
   *
   * @public
   */
  close() {
    __privateGet(this, _reconnectTimer) && clearTimeout(__privateGet(this, _reconnectTimer)), __privateGet(this, _readyState) !== this.CLOSED && (__privateGet(this, _controller) && __privateGet(this, _controller).abort(), __privateSet(this, _readyState, this.CLOSED), __privateSet(this, _controller, void 0));
  }
};
_readyState = /* @__PURE__ */ new WeakMap(), _url = /* @__PURE__ */ new WeakMap(), _redirectUrl = /* @__PURE__ */ new WeakMap(), _withCredentials = /* @__PURE__ */ new WeakMap(), _fetch = /* @__PURE__ */ new WeakMap(), _reconnectInterval = /* @__PURE__ */ new WeakMap(), _reconnectTimer = /* @__PURE__ */ new WeakMap(), _lastEventId = /* @__PURE__ */ new WeakMap(), _controller = /* @__PURE__ */ new WeakMap(), _parser = /* @__PURE__ */ new WeakMap(), _onError = /* @__PURE__ */ new WeakMap(), _onMessage = /* @__PURE__ */ new WeakMap(), _onOpen = /* @__PURE__ */ new WeakMap(), _EventSource_instances = /* @__PURE__ */ new WeakSet(), /**
* Connect to the given URL and start receiving events
*
* @internal
*/
connect_fn = function() {
  __privateSet(this, _readyState, this.CONNECTING), __privateSet(this, _controller, new AbortController()), __privateGet(this, _fetch)(__privateGet(this, _url), __privateMethod(this, _EventSource_instances, getRequestOptions_fn).call(this)).then(__privateGet(this, _onFetchResponse)).catch(__privateGet(this, _onFetchError));
}, _onFetchResponse = /* @__PURE__ */ new WeakMap(), _onFetchError = /* @__PURE__ */ new WeakMap(), /**
* Get request options for the `fetch()` request
*
* @returns The request options
* @internal
*/
getRequestOptions_fn = function() {
  var _a;
  const init = {
    // [spec] Let `corsAttributeState` be `Anonymous`…
    // [spec] …will have their mode set to "cors"…
    mode: "cors",
    redirect: "follow",
    headers: { Accept: "text/event-stream", ...__privateGet(this, _lastEventId) ? { "Last-Event-ID": __privateGet(this, _lastEventId) } : void 0 },
    cache: "no-store",
    signal: (_a = __privateGet(this, _controller)) == null ? void 0 : _a.signal
  };
  return "window" in globalThis && (init.credentials = this.withCredentials ? "include" : "same-origin"), init;
}, _onEvent = /* @__PURE__ */ new WeakMap(), _onRetryChange = /* @__PURE__ */ new WeakMap(), /**
* Handles the process referred to in the EventSource specification as "failing a connection".
*
* @param error - The error causing the connection to fail
* @param code - The HTTP status code, if available
* @internal
*/
failConnection_fn = function(message, code) {
  var _a;
  __privateGet(this, _readyState) !== this.CLOSED && __privateSet(this, _readyState, this.CLOSED);
  const errorEvent = new ErrorEvent("error", { code, message });
  (_a = __privateGet(this, _onError)) == null || _a.call(this, errorEvent), this.dispatchEvent(errorEvent);
}, /**
* Schedules a reconnection attempt against the EventSource endpoint.
*
* @param message - The error causing the connection to fail
* @param code - The HTTP status code, if available
* @internal
*/
scheduleReconnect_fn = function(message, code) {
  var _a;
  if (__privateGet(this, _readyState) === this.CLOSED)
    return;
  __privateSet(this, _readyState, this.CONNECTING);
  const errorEvent = new ErrorEvent("error", { code, message });
  (_a = __privateGet(this, _onError)) == null || _a.call(this, errorEvent), this.dispatchEvent(errorEvent), __privateSet(this, _reconnectTimer, setTimeout(__privateGet(this, _reconnect), __privateGet(this, _reconnectInterval)));
}, _reconnect = /* @__PURE__ */ new WeakMap(), /**
* ReadyState representing an EventSource currently trying to connect
*
* @public
*/
EventSource.CONNECTING = 0, /**
* ReadyState representing an EventSource connection that is open (eg connected)
*
* @public
*/
EventSource.OPEN = 1, /**
* ReadyState representing an EventSource connection that is closed (eg disconnected)
*
* @public
*/
EventSource.CLOSED = 2;
function getBaseURL() {
  const doc = "document" in globalThis ? globalThis.document : void 0;
  return doc && typeof doc == "object" && "baseURI" in doc && typeof doc.baseURI == "string" ? doc.baseURI : void 0;
}

// node_modules/eventsource-parser/dist/stream.js
var EventSourceParserStream = class extends TransformStream {
  constructor({ onError, onRetry, onComment, maxBufferSize } = {}) {
    let parser;
    super({
      start(controller) {
        parser = createParser({
          onEvent: (event) => {
            controller.enqueue(event);
          },
          onError(error) {
            typeof onError == "function" && onError(error), (onError === "terminate" || error.type === "max-buffer-size-exceeded") && controller.error(error);
          },
          onRetry,
          onComment,
          maxBufferSize
        });
      },
      transform(chunk) {
        parser.feed(chunk);
      }
    });
  }
};

// node_modules/@modelcontextprotocol/client/dist/index.mjs
function createPrivateKeyJwtAuth(options) {
  return async (_headers, params, url, metadata) => {
    if (globalThis.crypto === void 0) throw new TypeError("crypto is not available, please ensure you have Web Crypto API support for older Node.js versions (see https://github.com/modelcontextprotocol/typescript-sdk#nodejs-web-crypto-globalthiscrypto-compatibility)");
    const jose = await import("./webapi-KLHUT5IC.js");
    const audience = String(options.audience ?? metadata?.issuer ?? url);
    const lifetimeSeconds = options.lifetimeSeconds ?? 300;
    const now = Math.floor(Date.now() / 1e3);
    const jti = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const baseClaims = {
      iss: options.issuer,
      sub: options.subject,
      aud: audience,
      exp: now + lifetimeSeconds,
      iat: now,
      jti
    };
    const claims = options.claims ? {
      ...baseClaims,
      ...options.claims
    } : baseClaims;
    const alg = options.alg;
    let key;
    if (typeof options.privateKey === "string") if (alg.startsWith("RS") || alg.startsWith("ES") || alg.startsWith("PS")) key = await jose.importPKCS8(options.privateKey, alg);
    else if (alg.startsWith("HS")) key = new TextEncoder().encode(options.privateKey);
    else throw new Error(`Unsupported algorithm ${alg}`);
    else if (options.privateKey instanceof Uint8Array) key = alg.startsWith("HS") ? options.privateKey : await jose.importPKCS8(new TextDecoder().decode(options.privateKey), alg);
    else key = await jose.importJWK(options.privateKey, alg);
    const assertion = await new jose.SignJWT(claims).setProtectedHeader({
      alg,
      typ: "JWT"
    }).setIssuer(options.issuer).setSubject(options.subject).setAudience(audience).setIssuedAt(now).setExpirationTime(now + lifetimeSeconds).setJti(jti).sign(key);
    params.set("client_assertion", assertion);
    params.set("client_assertion_type", "urn:ietf:params:oauth:client-assertion-type:jwt-bearer");
  };
}
function checkedExpectedIssuer(expectedIssuer) {
  if (expectedIssuer === void 0) console.warn("[mcp-sdk] Omitting `expectedIssuer` is deprecated. Without it, the MCP server decides which authorization server receives this client's credentials; pass your authorization server's issuer URL as `expectedIssuer` so they are only sent there.");
  else if (typeof expectedIssuer !== "string" || !expectedIssuer) throw new Error("expectedIssuer must be the authorization server's issuer URL");
  return expectedIssuer;
}
var ClientCredentialsProvider = class {
  _tokens;
  _clientInfo;
  _clientMetadata;
  constructor(options) {
    this._clientInfo = {
      client_id: options.clientId,
      client_secret: options.clientSecret,
      issuer: checkedExpectedIssuer(options.expectedIssuer)
    };
    this._clientMetadata = {
      client_name: options.clientName ?? "client-credentials-client",
      redirect_uris: [],
      grant_types: ["client_credentials"],
      token_endpoint_auth_method: "client_secret_basic",
      scope: options.scope
    };
  }
  get redirectUrl() {
  }
  get clientMetadata() {
    return this._clientMetadata;
  }
  clientInformation() {
    return this._clientInfo;
  }
  tokens() {
    return this._tokens;
  }
  saveTokens(tokens) {
    this._tokens = tokens;
  }
  redirectToAuthorization() {
    throw new Error("redirectToAuthorization is not used for client_credentials flow");
  }
  saveCodeVerifier() {
  }
  codeVerifier() {
    throw new Error("codeVerifier is not used for client_credentials flow");
  }
  prepareTokenRequest(scope) {
    const params = new URLSearchParams({ grant_type: "client_credentials" });
    if (scope) params.set("scope", scope);
    return params;
  }
};
var PrivateKeyJwtProvider = class {
  _tokens;
  _clientInfo;
  _clientMetadata;
  addClientAuthentication;
  constructor(options) {
    this._clientInfo = {
      client_id: options.clientId,
      issuer: checkedExpectedIssuer(options.expectedIssuer)
    };
    this._clientMetadata = {
      client_name: options.clientName ?? "private-key-jwt-client",
      redirect_uris: [],
      grant_types: ["client_credentials"],
      token_endpoint_auth_method: "private_key_jwt",
      scope: options.scope
    };
    this.addClientAuthentication = createPrivateKeyJwtAuth({
      issuer: options.clientId,
      subject: options.clientId,
      privateKey: options.privateKey,
      alg: options.algorithm,
      lifetimeSeconds: options.jwtLifetimeSeconds,
      claims: options.claims
    });
  }
  get redirectUrl() {
  }
  get clientMetadata() {
    return this._clientMetadata;
  }
  clientInformation() {
    return this._clientInfo;
  }
  tokens() {
    return this._tokens;
  }
  saveTokens(tokens) {
    this._tokens = tokens;
  }
  redirectToAuthorization() {
    throw new Error("redirectToAuthorization is not used for client_credentials flow");
  }
  saveCodeVerifier() {
  }
  codeVerifier() {
    throw new Error("codeVerifier is not used for client_credentials flow");
  }
  prepareTokenRequest(scope) {
    const params = new URLSearchParams({ grant_type: "client_credentials" });
    if (scope) params.set("scope", scope);
    return params;
  }
};
var StaticPrivateKeyJwtProvider = class {
  _tokens;
  _clientInfo;
  _clientMetadata;
  addClientAuthentication;
  constructor(options) {
    this._clientInfo = {
      client_id: options.clientId,
      issuer: checkedExpectedIssuer(options.expectedIssuer)
    };
    this._clientMetadata = {
      client_name: options.clientName ?? "static-private-key-jwt-client",
      redirect_uris: [],
      grant_types: ["client_credentials"],
      token_endpoint_auth_method: "private_key_jwt",
      scope: options.scope
    };
    const assertion = options.jwtBearerAssertion;
    this.addClientAuthentication = async (_headers, params) => {
      params.set("client_assertion", assertion);
      params.set("client_assertion_type", "urn:ietf:params:oauth:client-assertion-type:jwt-bearer");
    };
  }
  get redirectUrl() {
  }
  get clientMetadata() {
    return this._clientMetadata;
  }
  clientInformation() {
    return this._clientInfo;
  }
  tokens() {
    return this._tokens;
  }
  saveTokens(tokens) {
    this._tokens = tokens;
  }
  redirectToAuthorization() {
    throw new Error("redirectToAuthorization is not used for client_credentials flow");
  }
  saveCodeVerifier() {
  }
  codeVerifier() {
    throw new Error("codeVerifier is not used for client_credentials flow");
  }
  prepareTokenRequest(scope) {
    const params = new URLSearchParams({ grant_type: "client_credentials" });
    if (scope) params.set("scope", scope);
    return params;
  }
};
var CrossAppAccessProvider = class {
  _tokens;
  _clientInfo;
  _clientMetadata;
  _assertionCallback;
  _fetchFn;
  _authorizationServerUrl;
  _resourceUrl;
  _scope;
  constructor(options) {
    this._clientInfo = {
      client_id: options.clientId,
      client_secret: options.clientSecret,
      issuer: checkedExpectedIssuer(options.expectedIssuer)
    };
    this._clientMetadata = {
      client_name: options.clientName ?? "cross-app-access-client",
      redirect_uris: [],
      grant_types: ["urn:ietf:params:oauth:grant-type:jwt-bearer"],
      token_endpoint_auth_method: "client_secret_basic"
    };
    this._assertionCallback = options.assertion;
    this._fetchFn = options.fetchFn ?? fetch;
  }
  get redirectUrl() {
  }
  get clientMetadata() {
    return this._clientMetadata;
  }
  clientInformation() {
    return this._clientInfo;
  }
  tokens() {
    return this._tokens;
  }
  saveTokens(tokens) {
    this._tokens = tokens;
  }
  redirectToAuthorization() {
    throw new Error("redirectToAuthorization is not used for jwt-bearer flow");
  }
  saveCodeVerifier() {
  }
  codeVerifier() {
    throw new Error("codeVerifier is not used for jwt-bearer flow");
  }
  /**
  * Saves the authorization server URL discovered during OAuth flow.
  * This is called by the auth() function after RFC 9728 discovery.
  */
  saveAuthorizationServerUrl(authorizationServerUrl) {
    this._authorizationServerUrl = authorizationServerUrl;
  }
  /**
  * Returns the cached authorization server URL if available.
  */
  authorizationServerUrl() {
    return this._authorizationServerUrl;
  }
  /**
  * Saves the resource URL discovered during OAuth flow.
  * This is called by the auth() function after RFC 9728 discovery.
  */
  saveResourceUrl(resourceUrl) {
    this._resourceUrl = resourceUrl;
  }
  /**
  * Returns the cached resource URL if available.
  */
  resourceUrl() {
    return this._resourceUrl;
  }
  async prepareTokenRequest(scope) {
    const authServerUrl = this._authorizationServerUrl;
    const resourceUrl = this._resourceUrl;
    if (!authServerUrl) throw new Error("Authorization server URL not available. Ensure auth() has been called first.");
    if (!resourceUrl) throw new Error("Resource URL not available \u2014 server may not implement RFC 9728 Protected Resource Metadata (required for Cross-App Access), or auth() has not been called");
    this._scope = scope;
    const jwtAuthGrant = await this._assertionCallback({
      authorizationServerUrl: authServerUrl,
      resourceUrl,
      scope: this._scope,
      fetchFn: this._fetchFn
    });
    const params = new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: jwtAuthGrant
    });
    if (scope) params.set("scope", scope);
    return params;
  }
};
async function requestJwtAuthorizationGrant(options) {
  const { tokenEndpoint, audience, resource, idToken, clientId, clientSecret, scope, fetchFn = fetch } = options;
  const tokenUrl = assertSecureTokenEndpoint(tokenEndpoint);
  const params = new URLSearchParams({
    grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
    requested_token_type: "urn:ietf:params:oauth:token-type:id-jag",
    audience: String(audience),
    resource: String(resource),
    subject_token: idToken,
    subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
    client_id: clientId
  });
  if (clientSecret) params.set("client_secret", clientSecret);
  if (scope) params.set("scope", scope);
  const response = await fetchWithinOrigin(fetchFn)(tokenUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: params.toString()
  });
  if (!response.ok) {
    const errorBody = await response.json().catch(() => ({}));
    const parseResult$1 = OAuthErrorResponseSchema.safeParse(errorBody);
    if (parseResult$1.success) {
      const { error, error_description } = parseResult$1.data;
      throw new Error(`Token exchange failed: ${error}${error_description ? ` - ${error_description}` : ""}`);
    }
    throw new Error(`Token exchange failed with status ${response.status}: ${JSON.stringify(errorBody)}`);
  }
  const parseResult = IdJagTokenExchangeResponseSchema.safeParse(await response.json());
  if (!parseResult.success) throw new Error(`Invalid token exchange response: ${parseResult.error.message}`);
  return {
    jwtAuthGrant: parseResult.data.access_token,
    expiresIn: parseResult.data.expires_in,
    scope: parseResult.data.scope
  };
}
async function discoverAndRequestJwtAuthGrant(options) {
  const { idpUrl, fetchFn = fetch, ...restOptions } = options;
  const metadata = await discoverAuthorizationServerMetadata(String(idpUrl), { fetchFn });
  if (!metadata?.token_endpoint) throw new Error(`Failed to discover token endpoint for IdP: ${idpUrl}`);
  return requestJwtAuthorizationGrant({
    ...restOptions,
    tokenEndpoint: metadata.token_endpoint,
    fetchFn
  });
}
async function exchangeJwtAuthGrant(options) {
  const { tokenEndpoint, jwtAuthGrant, clientId, clientSecret, authMethod = "client_secret_basic", fetchFn = fetch } = options;
  const tokenUrl = assertSecureTokenEndpoint(tokenEndpoint);
  const params = new URLSearchParams({
    grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
    assertion: jwtAuthGrant
  });
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  applyClientAuthentication(authMethod, {
    client_id: clientId,
    client_secret: clientSecret
  }, headers, params);
  const response = await fetchWithinOrigin(fetchFn)(tokenUrl, {
    method: "POST",
    headers,
    body: params.toString()
  });
  if (!response.ok) {
    const errorBody = await response.json().catch(() => ({}));
    const parseResult$1 = OAuthErrorResponseSchema.safeParse(errorBody);
    if (parseResult$1.success) {
      const { error, error_description } = parseResult$1.data;
      throw new Error(`JWT grant exchange failed: ${error}${error_description ? ` - ${error_description}` : ""}`);
    }
    throw new Error(`JWT grant exchange failed with status ${response.status}: ${JSON.stringify(errorBody)}`);
  }
  const responseBody = await response.json();
  const parseResult = OAuthTokensSchema.safeParse(withoutIssuer(responseBody));
  if (!parseResult.success) throw new Error(`Invalid token response: ${parseResult.error.message}`);
  return parseResult.data;
}
var DPOP_SUPPORTED_ALGS = [
  "ES256",
  "ES384",
  "ES512",
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "EdDSA"
];
var DEFAULT_DPOP_ALG = "ES256";
var DPOP_TYP = "dpop+jwt";
async function importJose() {
  if (globalThis.crypto === void 0) throw new TypeError("crypto is not available, please ensure you have Web Crypto API support for older Node.js versions (see https://github.com/modelcontextprotocol/typescript-sdk#nodejs-web-crypto-globalthiscrypto-compatibility)");
  return import("./webapi-KLHUT5IC.js");
}
async function generateDpopKeyPair(options = {}) {
  const alg = options.alg ?? DEFAULT_DPOP_ALG;
  const jose = await importJose();
  const { publicKey, privateKey } = await jose.generateKeyPair(alg, { extractable: options.extractable ?? false });
  const publicJwk = await jose.exportJWK(publicKey);
  return {
    privateKey,
    publicKey,
    publicJwk,
    thumbprint: await jose.calculateJwkThumbprint(publicJwk, "sha256"),
    alg
  };
}
async function accessTokenHash(accessToken) {
  if (globalThis.crypto?.subtle === void 0) throw new TypeError("crypto.subtle is not available, please ensure you have Web Crypto API support for older Node.js versions (see https://github.com/modelcontextprotocol/typescript-sdk#nodejs-web-crypto-globalthiscrypto-compatibility)");
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(accessToken));
  return base64UrlEncode(new Uint8Array(digest));
}
function base64UrlEncode(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCodePoint(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}
function stripQueryAndFragment(url) {
  const u = new URL(url.toString());
  return `${u.origin}${u.pathname}`;
}
function randomJti() {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return base64UrlEncode(bytes);
}
var DpopSession = class DpopSession2 {
  nonces = /* @__PURE__ */ new Map();
  constructor(keyPair) {
    this.keyPair = keyPair;
  }
  /** Create a session with a fresh key pair, or reuse a caller-supplied one. */
  static async create(options = {}) {
    return new DpopSession2(options.keyPair ?? await generateDpopKeyPair({ alg: options.alg }));
  }
  /** RFC 7638 JWK SHA-256 thumbprint of the signing key — matches the token's `cnf.jkt` once bound. */
  get thumbprint() {
    return this.keyPair.thumbprint;
  }
  /** The JWS algorithm this session signs proofs with. */
  get alg() {
    return this.keyPair.alg;
  }
  /** The public JWK embedded in every proof's `jwk` header parameter. */
  get publicJwk() {
    return this.keyPair.publicJwk;
  }
  /** The remembered nonce for `url`'s origin, if the server has issued one (RFC 9449 §8/§9). */
  nonceFor(url) {
    return this.nonces.get(new URL(url.toString()).origin);
  }
  /** Record a server-supplied nonce for `url`'s origin (newest-wins, RFC 9449 §8.2). */
  rememberNonce(url, nonce) {
    this.nonces.set(new URL(url.toString()).origin, nonce);
  }
  /**
  * Capture a `DPoP-Nonce` response header, if present, for `url`'s origin. RFC 9449 §8.2 says a
  * fresh nonce may ride on *any* response (success or failure), so call this unconditionally
  * after every request, not only on a `use_dpop_nonce` challenge.
  */
  observeNonce(response, url) {
    const nonce = response.headers.get("dpop-nonce");
    if (nonce) this.rememberNonce(url, nonce);
  }
  /**
  * Build a fresh DPoP proof JWT. Always mints a new `jti` — proofs are never cached or reused,
  * since RFC 9449 §4.3 step 9 requires each to be presented at most once.
  */
  async buildProof(request) {
    const jose = await importJose();
    const htu = stripQueryAndFragment(request.htu);
    const nonce = request.nonce ?? this.nonceFor(request.htu);
    const payload = {
      jti: randomJti(),
      htm: request.htm.toUpperCase(),
      htu,
      iat: Math.floor(Date.now() / 1e3)
    };
    if (request.accessToken !== void 0) payload.ath = await accessTokenHash(request.accessToken);
    if (nonce !== void 0) payload.nonce = nonce;
    return new jose.SignJWT(payload).setProtectedHeader({
      alg: this.keyPair.alg,
      typ: DPOP_TYP,
      jwk: this.keyPair.publicJwk
    }).sign(this.keyPair.privateKey);
  }
};
function hasDpopChallenge(wwwAuthenticate) {
  return /(?:^|,)\s*dpop(?:\s|$|,)/i.test(wwwAuthenticate);
}
function isDpopNonceChallenge(response) {
  if (response.status !== 401) return false;
  const wwwAuthenticate = response.headers.get("www-authenticate") ?? "";
  return hasDpopChallenge(wwwAuthenticate) && /use_dpop_nonce/i.test(wwwAuthenticate);
}
var withOAuth = (provider, baseUrl) => (baseNext) => {
  const next = provider.dpop ? withDpopFromProvider(provider)(baseNext) : baseNext;
  return async (input, init) => {
    const makeRequest = async () => {
      const headers = new Headers(init?.headers);
      const tokens = await provider.tokens();
      if (tokens) headers.set("Authorization", `Bearer ${tokens.access_token}`);
      return await next(input, {
        ...init,
        headers
      });
    };
    let response = await makeRequest();
    if (response.status === 401) try {
      const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(response);
      const result = await auth(provider, {
        serverUrl: baseUrl || (typeof input === "string" ? new URL(input).origin : input.origin),
        resourceMetadataUrl,
        scope,
        fetchFn: baseNext
      });
      if (result === "REDIRECT") throw new UnauthorizedError("Authentication requires user authorization - redirect initiated");
      if (result !== "AUTHORIZED") throw new UnauthorizedError(`Authentication failed with result: ${result}`);
      response = await makeRequest();
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      throw new UnauthorizedError(`Failed to re-authenticate: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 401) throw new UnauthorizedError(`Authentication failed for ${typeof input === "string" ? input : input.toString()}`);
    return response;
  };
};
var withDpop = (session, getToken) => (next) => {
  const resolveSession = typeof session === "function" ? session : () => session;
  return async (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    const url = new URL(input.toString());
    const activeSession = await resolveSession();
    if (!activeSession) return next(input, init);
    const makeRequest = async () => {
      const accessToken = await getToken();
      if (!accessToken) return next(input, init);
      const headers = new Headers(init?.headers);
      const proof = await activeSession.buildProof({
        htm: method,
        htu: url,
        accessToken
      });
      headers.set("Authorization", `DPoP ${accessToken}`);
      headers.set("DPoP", proof);
      return next(input, {
        ...init,
        headers
      });
    };
    let response = await makeRequest();
    if (isDpopNonceChallenge(response) && response.headers.has("dpop-nonce")) {
      activeSession.observeNonce(response, url);
      await response.text?.().catch(() => {
      });
      response = await makeRequest();
    }
    activeSession.observeNonce(response, url);
    return response;
  };
};
var withDpopFromProvider = (provider) => withDpop(async () => {
  try {
    return await provider.dpop?.();
  } catch (error) {
    throw markAuthSeamEscape(error);
  }
}, async () => {
  let tokens;
  try {
    tokens = await provider.tokens();
  } catch (error) {
    throw markAuthSeamEscape(error);
  }
  return tokens?.token_type?.toLowerCase() === "dpop" ? tokens.access_token : void 0;
});
var withLogging = (options = {}) => {
  const { logger, includeRequestHeaders = false, includeResponseHeaders = false, statusLevel = 0 } = options;
  const defaultLogger = (input) => {
    const { method, url, status, statusText, duration, requestHeaders, responseHeaders, error } = input;
    let message = error ? `HTTP ${method} ${url} failed: ${error.message} (${duration}ms)` : `HTTP ${method} ${url} ${status} ${statusText} (${duration}ms)`;
    if (includeRequestHeaders && requestHeaders) {
      const reqHeaders = [...requestHeaders.entries()].map(([key, value]) => `${key}: ${value}`).join(", ");
      message += `
  Request Headers: {${reqHeaders}}`;
    }
    if (includeResponseHeaders && responseHeaders) {
      const resHeaders = [...responseHeaders.entries()].map(([key, value]) => `${key}: ${value}`).join(", ");
      message += `
  Response Headers: {${resHeaders}}`;
    }
    if (error || status >= 400) console.error(message);
    else console.log(message);
  };
  const logFn = logger || defaultLogger;
  return (next) => async (input, init) => {
    const startTime = performance.now();
    const method = init?.method || "GET";
    const url = typeof input === "string" ? input : input.toString();
    const requestHeaders = includeRequestHeaders ? new Headers(init?.headers) : void 0;
    try {
      const response = await next(input, init);
      const duration = performance.now() - startTime;
      if (response.status >= statusLevel) logFn({
        method,
        url,
        status: response.status,
        statusText: response.statusText,
        duration,
        requestHeaders,
        responseHeaders: includeResponseHeaders ? response.headers : void 0
      });
      return response;
    } catch (error) {
      logFn({
        method,
        url,
        status: 0,
        statusText: "Network Error",
        duration: performance.now() - startTime,
        requestHeaders,
        error
      });
      throw error;
    }
  };
};
var applyMiddlewares = (...middleware) => {
  return (next) => {
    let handler = next;
    for (const mw of middleware) handler = mw(handler);
    return handler;
  };
};
var createMiddleware = (handler) => {
  return (next) => (input, init) => handler(next, input, init);
};
var SseError = class extends Error {
  static {
    Object.defineProperty(this, "mcpBrand", { value: "mcp.SseError" });
  }
  static [Symbol.hasInstance](value) {
    return brandedHasInstance(this, value);
  }
  /**
  * Brand-based type guard: equivalent to `value instanceof this`, as an
  * explicit static predicate (the axios/AWS-SDK `isInstance` style). Reads
  * the caller's own brand via `this`, so every branded subclass gets a
  * correctly-scoped guard by inheritance. Must be invoked on the class —
  * in callback position write `v => SdkError.isInstance(v)`, not
  * `.filter(SdkError.isInstance)` (detached calls throw rather than
  * silently matching nothing).
  */
  static isInstance(value) {
    if (typeof this !== "function") throw new TypeError("isInstance must be called on the class (e.g. `SdkError.isInstance(value)`); for callbacks use `v => SdkError.isInstance(v)`");
    return brandedHasInstance(this, value);
  }
  constructor(code, message, event) {
    super(`SSE error: ${message}`);
    this.code = code;
    this.event = event;
    stampErrorBrands(this, new.target);
  }
};
var SSEClientTransport = class {
  _eventSource;
  _endpoint;
  _abortController;
  _url;
  _resourceMetadataUrl;
  _scope;
  _eventSourceInit;
  _requestInit;
  _authProvider;
  _oauthProvider;
  _skipIssuerMetadataValidation;
  _fetch;
  _fetchWithInit;
  _redirectPolicy;
  _dpop;
  _protocolVersion;
  onclose;
  onerror;
  onmessage;
  constructor(url, opts) {
    this._url = url;
    this._resourceMetadataUrl = void 0;
    this._scope = void 0;
    this._eventSourceInit = opts?.eventSourceInit;
    this._requestInit = opts?.requestInit;
    this._skipIssuerMetadataValidation = opts?.skipIssuerMetadataValidation;
    this._fetch = opts?.fetch;
    if (isOAuthClientProvider(opts?.authProvider)) {
      this._oauthProvider = opts.authProvider;
      this._authProvider = adaptOAuthProvider(opts.authProvider, { skipIssuerMetadataValidation: opts.skipIssuerMetadataValidation });
      if (opts.authProvider.dpop) {
        this._dpop = withDpopFromProvider(opts.authProvider);
        this._fetch = this._dpop(opts.fetch ?? fetch);
      }
    } else this._authProvider = opts?.authProvider;
    this._redirectPolicy = opts?.redirectPolicy;
    this._fetchWithInit = createFetchWithInit(opts?.fetch, opts?.requestInit);
    if (this._redirectPolicy === "follow") this._fetchWithInit = fetchLeavingRedirects(this._fetchWithInit);
  }
  _last401Response;
  _connectAuthRetried = false;
  /** `baseFetch` with redirects handled as `redirectPolicy` says. */
  _redirects(baseFetch) {
    return this._redirectPolicy === "follow" ? baseFetch : fetchWithinOrigin(baseFetch);
  }
  /** Error text for a redirect `response` that was not followed, or `undefined` for any other response. */
  _unfollowedRedirect(url, response) {
    const text = this._redirectPolicy === "follow" ? void 0 : unfollowedRedirect(url, response);
    return text && `${text} (redirectPolicy: 'same-origin')`;
  }
  async _commonHeaders() {
    const headers = new Headers(this._requestInit?.headers || void 0);
    let token;
    try {
      token = await this._authProvider?.token();
    } catch (error) {
      throw markAuthSeamEscape(error);
    }
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (this._protocolVersion) headers.set("mcp-protocol-version", this._protocolVersion);
    return headers;
  }
  _startOrAuth() {
    const eventSourceFetch = this._eventSourceInit?.fetch;
    const fetchImpl = this._redirects(eventSourceFetch ? this._dpop?.(eventSourceFetch) ?? eventSourceFetch : this._fetch ?? fetch);
    let redirect;
    return new Promise((resolve, reject) => {
      this._eventSource = new EventSource(this._url.href, {
        ...this._eventSourceInit,
        fetch: async (url, init) => {
          const headers = await this._commonHeaders();
          headers.set("Accept", "text/event-stream");
          const response = await fetchImpl(url, {
            ...init,
            headers
          });
          redirect = this._unfollowedRedirect(url, response);
          if (response.status === 401) {
            this._last401Response = response;
            if (response.headers.has("www-authenticate")) {
              const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(response);
              this._resourceMetadataUrl = resourceMetadataUrl;
              this._scope = scope;
            }
          }
          return response;
        }
      });
      this._abortController = new AbortController();
      this._eventSource.onerror = (event) => {
        if (event.code === 401 && this._authProvider) {
          if (this._authProvider.onUnauthorized && this._last401Response && !this._connectAuthRetried) {
            const response = this._last401Response;
            this._last401Response = void 0;
            this._connectAuthRetried = true;
            this._eventSource?.close();
            this._authProvider.onUnauthorized({
              response,
              serverUrl: this._url,
              fetchFn: this._fetchWithInit
            }).then(() => this._startOrAuth().then(resolve, reject), (error$2) => {
              this._connectAuthRetried = false;
              markAuthSeamEscape(error$2);
              this.onerror?.(error$2);
              reject(error$2);
            });
            return;
          }
          const retried = this._connectAuthRetried;
          this._connectAuthRetried = false;
          const error$1 = markAuthSeamEscape(retried ? new SdkHttpError(SdkErrorCode.ClientHttpAuthentication, "Server returned 401 after re-authentication", {
            status: 401,
            statusText: this._last401Response?.statusText ?? ""
          }) : new UnauthorizedError());
          this._last401Response = void 0;
          reject(error$1);
          this.onerror?.(error$1);
          return;
        }
        this._connectAuthRetried = false;
        const error = new SseError(event.code, redirect ?? event.message, event);
        reject(error);
        this.onerror?.(error);
      };
      this._eventSource.onopen = () => {
        this._connectAuthRetried = false;
      };
      this._eventSource.addEventListener("endpoint", (event) => {
        const messageEvent = event;
        try {
          this._endpoint = new URL(messageEvent.data, this._url);
          if (this._endpoint.origin !== this._url.origin) throw new Error(`Endpoint origin does not match connection origin: ${this._endpoint.origin}`);
        } catch (error) {
          reject(error);
          this.onerror?.(error);
          this.close();
          return;
        }
        resolve();
      });
      this._eventSource.onmessage = (event) => {
        const messageEvent = event;
        let message;
        try {
          message = JSONRPCMessageSchema.parse(JSON.parse(messageEvent.data));
        } catch (error) {
          this.onerror?.(error);
          return;
        }
        this.onmessage?.(message);
      };
    });
  }
  async start() {
    if (this._eventSource) throw new Error("SSEClientTransport already started! If using Client class, note that connect() calls start() automatically.");
    return await this._startOrAuth();
  }
  async finishAuth(codeOrParams, iss) {
    if (!this._oauthProvider) throw new UnauthorizedError("finishAuth requires an OAuthClientProvider");
    const { authorizationCode, iss: issParam } = await resolveAuthorizationCallbackParams(codeOrParams, iss, this._oauthProvider, this._url, {
      fetchFn: this._fetchWithInit,
      resourceMetadataUrl: this._resourceMetadataUrl
    });
    if (await auth(this._oauthProvider, {
      serverUrl: this._url,
      authorizationCode,
      iss: issParam,
      resourceMetadataUrl: this._resourceMetadataUrl,
      scope: this._scope,
      fetchFn: this._fetchWithInit,
      skipIssuerMetadataValidation: this._skipIssuerMetadataValidation
    }) !== "AUTHORIZED") throw new UnauthorizedError("Failed to authorize");
  }
  async close() {
    this._abortController?.abort();
    this._eventSource?.close();
    this.onclose?.();
  }
  async send(message) {
    return this._send(message, false);
  }
  async _send(message, isAuthRetry) {
    if (!this._endpoint) throw new SdkError(SdkErrorCode.NotConnected, "Not connected");
    try {
      const headers = await this._commonHeaders();
      headers.set("content-type", "application/json");
      const init = {
        ...this._requestInit,
        method: "POST",
        headers,
        body: JSON.stringify(message),
        signal: this._abortController?.signal
      };
      const response = await this._redirects(this._fetch ?? fetch)(this._endpoint, init);
      if (!response.ok) {
        if (response.status === 401 && this._authProvider) {
          if (response.headers.has("www-authenticate")) {
            const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(response);
            this._resourceMetadataUrl = resourceMetadataUrl;
            this._scope = scope;
          }
          if (this._authProvider.onUnauthorized && !isAuthRetry) {
            try {
              await this._authProvider.onUnauthorized({
                response,
                serverUrl: this._url,
                fetchFn: this._fetchWithInit
              });
            } catch (error) {
              throw markAuthSeamEscape(error);
            }
            await response.text?.().catch(() => {
            });
            return this._send(message, true);
          }
          await response.text?.().catch(() => {
          });
          if (isAuthRetry) throw markAuthSeamEscape(new SdkHttpError(SdkErrorCode.ClientHttpAuthentication, "Server returned 401 after re-authentication", {
            status: 401,
            statusText: response.statusText
          }));
          throw markAuthSeamEscape(new UnauthorizedError());
        }
        const text = await response.text?.().catch(() => null);
        throw new Error(`Error POSTing to endpoint (HTTP ${response.status}): ${this._unfollowedRedirect(this._endpoint, response) ?? text}`);
      }
      await response.text?.().catch(() => {
      });
    } catch (error) {
      this.onerror?.(error);
      throw error;
    }
  }
  setProtocolVersion(version) {
    this._protocolVersion = version;
  }
};
var DEFAULT_MAX_STEP_UP_RETRIES = 1;
var DEFAULT_STREAMABLE_HTTP_RECONNECTION_OPTIONS = {
  initialReconnectionDelay: 1e3,
  maxReconnectionDelay: 3e4,
  reconnectionDelayGrowFactor: 1.5,
  maxRetries: 2
};
var RESERVED_REQUEST_HEADER_NAMES = /* @__PURE__ */ new Set([
  "authorization",
  "dpop",
  "content-type",
  "mcp-protocol-version",
  "mcp-method",
  "mcp-name",
  "mcp-session-id"
]);
function anySignal(a, b) {
  if (typeof AbortSignal.any === "function") return AbortSignal.any([a, b]);
  const controller = new AbortController();
  if (a.aborted) return controller.abort(a.reason), controller.signal;
  if (b.aborted) return controller.abort(b.reason), controller.signal;
  const cleanup = () => {
    a.removeEventListener("abort", onA);
    b.removeEventListener("abort", onB);
  };
  function onA() {
    cleanup();
    controller.abort(a.reason);
  }
  function onB() {
    cleanup();
    controller.abort(b.reason);
  }
  a.addEventListener("abort", onA, { once: true });
  b.addEventListener("abort", onB, { once: true });
  return controller.signal;
}
var StreamableHTTPClientTransport = class {
  _abortController;
  _url;
  _resourceMetadataUrl;
  _scope;
  _requestInit;
  _authProvider;
  _oauthProvider;
  _skipIssuerMetadataValidation;
  _fetch;
  _fetchWithInit;
  _redirectPolicy;
  _sessionId;
  _reconnectionOptions;
  _protocolVersion;
  _onInsufficientScope;
  _maxStepUpRetries;
  _serverRetryMs;
  _reconnectionScheduler;
  _cancelReconnection;
  onclose;
  onerror;
  onmessage;
  /**
  * Streamable HTTP opens one POST (and SSE response stream) per outbound
  * request and honors `TransportSendOptions.requestSignal`. On a 2026-era
  * connection the protocol layer aborts that per-request stream as the
  * spec cancellation signal instead of POSTing `notifications/cancelled`.
  */
  hasPerRequestStream = true;
  constructor(url, opts) {
    this._url = url;
    this._resourceMetadataUrl = void 0;
    this._scope = void 0;
    this._requestInit = opts?.requestInit;
    this._skipIssuerMetadataValidation = opts?.skipIssuerMetadataValidation;
    this._fetch = opts?.fetch;
    if (isOAuthClientProvider(opts?.authProvider)) {
      this._oauthProvider = opts.authProvider;
      this._authProvider = adaptOAuthProvider(opts.authProvider, { skipIssuerMetadataValidation: opts.skipIssuerMetadataValidation });
      if (opts.authProvider.dpop) this._fetch = withDpopFromProvider(opts.authProvider)(opts.fetch ?? fetch);
    } else this._authProvider = opts?.authProvider;
    this._redirectPolicy = opts?.redirectPolicy;
    this._fetchWithInit = createFetchWithInit(opts?.fetch, opts?.requestInit);
    if (this._redirectPolicy === "follow") this._fetchWithInit = fetchLeavingRedirects(this._fetchWithInit);
    this._sessionId = opts?.sessionId;
    this._protocolVersion = opts?.protocolVersion;
    this._reconnectionOptions = opts?.reconnectionOptions ?? DEFAULT_STREAMABLE_HTTP_RECONNECTION_OPTIONS;
    this._reconnectionScheduler = opts?.reconnectionScheduler;
    this._onInsufficientScope = opts?.onInsufficientScope ?? "reauthorize";
    this._maxStepUpRetries = Math.max(0, opts?.maxStepUpRetries ?? DEFAULT_MAX_STEP_UP_RETRIES);
  }
  /**
  * SEP-2350 step-up: compute the union scope, decide whether refresh must be
  * bypassed, and run {@linkcode auth}. Returns the auth result so the caller
  * can decide whether to retry. Shared by the POST `_send` path and the GET
  * `_startOrAuthSse` path so both apply the same `'throw'` short-circuit,
  * the same superset-gated refresh bypass, and the same retry cap.
  */
  async _stepUpAuthorize(challenge, stepUpRetries) {
    try {
      return await this._stepUpAuthorizeInner(challenge, stepUpRetries);
    } catch (error) {
      throw markAuthSeamEscape(error);
    }
  }
  async _stepUpAuthorizeInner(challenge, stepUpRetries) {
    if (this._onInsufficientScope === "throw") throw new InsufficientScopeError({
      requiredScope: challenge.scope,
      resourceMetadataUrl: challenge.resourceMetadataUrl,
      errorDescription: challenge.errorDescription
    });
    if (!this._oauthProvider) throw new InsufficientScopeError({
      requiredScope: challenge.scope,
      resourceMetadataUrl: challenge.resourceMetadataUrl,
      errorDescription: challenge.errorDescription
    });
    if (stepUpRetries >= this._maxStepUpRetries) throw new SdkHttpError(SdkErrorCode.ClientHttpForbidden, `Server returned 403 insufficient_scope after step-up re-authorization (retry limit ${this._maxStepUpRetries} reached)`, {
      status: 403,
      statusText: challenge.statusText ?? "Forbidden",
      text: challenge.text
    });
    if (challenge.resourceMetadataUrl) this._resourceMetadataUrl = challenge.resourceMetadataUrl;
    const tokens = await this._oauthProvider.tokens();
    const unionScope = computeScopeUnion(this._scope, tokens?.scope, challenge.scope);
    this._scope = unionScope;
    const forceReauthorization = isStrictScopeSuperset(unionScope, tokens?.scope);
    return auth(this._oauthProvider, {
      serverUrl: this._url,
      resourceMetadataUrl: this._resourceMetadataUrl,
      scope: unionScope,
      forceReauthorization,
      fetchFn: this._fetchWithInit,
      skipIssuerMetadataValidation: this._skipIssuerMetadataValidation
    });
  }
  /** `baseFetch` with redirects handled as `redirectPolicy` says. */
  _redirects(baseFetch) {
    return this._redirectPolicy === "follow" ? baseFetch : fetchWithinOrigin(baseFetch);
  }
  /** Error text for a redirect `response` that was not followed, or `undefined` for any other response. */
  _unfollowedRedirect(url, response) {
    const text = this._redirectPolicy === "follow" ? void 0 : unfollowedRedirect(url, response);
    return text && `${text} (redirectPolicy: 'same-origin')`;
  }
  async _commonHeaders() {
    const headers = new Headers(this._requestInit?.headers || void 0);
    let token;
    try {
      token = await this._authProvider?.token();
    } catch (error) {
      throw markAuthSeamEscape(error);
    }
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (this._sessionId) headers.set("mcp-session-id", this._sessionId);
    if (this._protocolVersion) headers.set("mcp-protocol-version", this._protocolVersion);
    return headers;
  }
  /**
  * Body-derived per-request headers: when an outgoing request carries a
  * protocol-version claim in its `_meta` envelope (the version negotiation
  * probe is the first such sender), `MCP-Protocol-Version` and `Mcp-Method`
  * derive from the message itself. The connection-level version slot is
  * neither consulted nor mutated; messages without an envelope claim are
  * untouched, so no 2026 header can appear on a legacy exchange.
  */
  _applyBodyDerivedHeaders(headers, message) {
    if (Array.isArray(message) || !isJSONRPCRequest(message)) return;
    const envelopeVersion = message.params?._meta?.[PROTOCOL_VERSION_META_KEY];
    if (typeof envelopeVersion !== "string") return;
    headers.set("mcp-protocol-version", envelopeVersion);
    headers.set("mcp-method", message.method);
    const source = mcpNameSource(message.method, message.params);
    if (source?.value !== void 0) headers.set("mcp-name", encodeMcpParamValue(source.value));
  }
  /**
  * `true` when the outbound message is a single request carrying a
  * modern-era protocol-version envelope claim — the same predicate that
  * gates body-derived `mcp-method`/`mcp-name` emission. Used to confine the
  * 400-body-as-ProtocolError delivery to modern-era exchanges only.
  */
  _isModernEnvelopedRequest(message) {
    if (Array.isArray(message) || !isJSONRPCRequest(message)) return false;
    const v = message.params?._meta?.[PROTOCOL_VERSION_META_KEY];
    return typeof v === "string" && isModernProtocolVersion(v);
  }
  async _startOrAuthSse(options, isAuthRetry = false, stepUpRetries = 0) {
    const { resumptionToken, requestSignal } = options;
    const isIntentionalAbort = () => this._abortController?.signal.aborted === true || requestSignal?.aborted === true;
    try {
      const headers = await this._commonHeaders();
      const types = [...headers.get("accept")?.split(",").map((s) => s.trim().toLowerCase()) ?? [], "text/event-stream"];
      headers.set("accept", [...new Set(types)].join(", "));
      if (resumptionToken) headers.set("last-event-id", resumptionToken);
      const transportSignal = this._abortController?.signal;
      const signal = requestSignal !== void 0 && transportSignal !== void 0 ? anySignal(transportSignal, requestSignal) : requestSignal ?? transportSignal;
      const response = await this._redirects(this._fetch ?? fetch)(this._url, {
        ...this._requestInit,
        method: "GET",
        headers,
        signal
      });
      if (!response.ok) {
        if (response.status === 401 && this._authProvider) {
          if (response.headers.has("www-authenticate")) {
            const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(response);
            this._resourceMetadataUrl = resourceMetadataUrl;
            this._scope = computeScopeUnion(this._scope, scope);
          }
          if (this._authProvider.onUnauthorized && !isAuthRetry) {
            try {
              await this._authProvider.onUnauthorized({
                response,
                serverUrl: this._url,
                fetchFn: this._fetchWithInit
              });
            } catch (error) {
              throw markAuthSeamEscape(error);
            }
            await response.text?.().catch(() => {
            });
            return this._startOrAuthSse(options, true, stepUpRetries);
          }
          await response.text?.().catch(() => {
          });
          if (isAuthRetry) throw markAuthSeamEscape(new SdkHttpError(SdkErrorCode.ClientHttpAuthentication, "Server returned 401 after re-authentication", {
            status: 401,
            statusText: response.statusText
          }));
          throw markAuthSeamEscape(new UnauthorizedError());
        }
        if (response.status === 403) {
          const { resourceMetadataUrl, scope, error, errorDescription } = extractWWWAuthenticateParams(response);
          if (error === "insufficient_scope") {
            const text = await response.text?.().catch(() => null);
            if (await this._stepUpAuthorize({
              scope,
              resourceMetadataUrl,
              errorDescription,
              statusText: response.statusText,
              text
            }, stepUpRetries) !== "AUTHORIZED") throw markAuthSeamEscape(new UnauthorizedError());
            return this._startOrAuthSse(options, isAuthRetry, stepUpRetries + 1);
          }
        }
        await response.text?.().catch(() => {
        });
        if (response.status === 405) {
          options.onRequestStreamEnd?.();
          return;
        }
        const reason = this._unfollowedRedirect(this._url, response) ?? response.statusText;
        throw new SdkHttpError(SdkErrorCode.ClientHttpFailedToOpenStream, `Failed to open SSE stream: ${reason}`, {
          status: response.status,
          statusText: response.statusText
        });
      }
      this._handleSseStream(response.body, options, true);
    } catch (error) {
      if (!isIntentionalAbort()) this.onerror?.(error);
      throw error;
    }
  }
  /**
  * Calculates the next reconnection delay using a backoff algorithm
  *
  * @param attempt Current reconnection attempt count for the specific stream
  * @returns Time to wait in milliseconds before next reconnection attempt
  */
  _getNextReconnectionDelay(attempt) {
    if (this._serverRetryMs !== void 0) return this._serverRetryMs;
    const initialDelay = this._reconnectionOptions.initialReconnectionDelay;
    const growFactor = this._reconnectionOptions.reconnectionDelayGrowFactor;
    const maxDelay = this._reconnectionOptions.maxReconnectionDelay;
    return Math.min(initialDelay * Math.pow(growFactor, attempt), maxDelay);
  }
  /**
  * Schedule a reconnection attempt using server-provided retry interval or backoff
  *
  * @param lastEventId The ID of the last received event for resumability
  * @param attemptCount Current reconnection attempt count for this specific stream
  */
  _scheduleReconnection(options, attemptCount = 0) {
    const maxRetries = this._reconnectionOptions.maxRetries;
    if (attemptCount >= maxRetries) {
      this.onerror?.(/* @__PURE__ */ new Error(`Maximum reconnection attempts (${maxRetries}) exceeded.`));
      options.onRequestStreamEnd?.();
      return;
    }
    const delay = this._getNextReconnectionDelay(attemptCount);
    const reconnect = () => {
      this._cancelReconnection = void 0;
      if (this._abortController?.signal.aborted || options.requestSignal?.aborted) return;
      this._startOrAuthSse(options).catch((error) => {
        if (this._abortController?.signal.aborted || options.requestSignal?.aborted) return;
        this.onerror?.(/* @__PURE__ */ new Error(`Failed to reconnect SSE stream: ${error instanceof Error ? error.message : String(error)}`));
        try {
          this._scheduleReconnection(options, attemptCount + 1);
        } catch (scheduleError) {
          this.onerror?.(scheduleError instanceof Error ? scheduleError : new Error(String(scheduleError)));
        }
      });
    };
    if (this._reconnectionScheduler) {
      const cancel = this._reconnectionScheduler(reconnect, delay, attemptCount);
      this._cancelReconnection = typeof cancel === "function" ? cancel : void 0;
    } else {
      const handle = setTimeout(reconnect, delay);
      this._cancelReconnection = () => clearTimeout(handle);
    }
  }
  _handleSseStream(stream, options, isReconnectable) {
    if (!stream) {
      options.onRequestStreamEnd?.();
      return;
    }
    const { onresumptiontoken, replayMessageId, requestSignal, onRequestStreamEnd } = options;
    const isIntentionalAbort = () => this._abortController?.signal.aborted === true || requestSignal?.aborted === true;
    let lastEventId;
    let hasPrimingEvent = false;
    let receivedResponse = false;
    const processStream = async () => {
      try {
        const reader = stream.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream({ onRetry: (retryMs) => {
          this._serverRetryMs = retryMs;
        } })).getReader();
        while (true) {
          const { value: event, done } = await reader.read();
          if (done) break;
          if (event.id) {
            lastEventId = event.id;
            hasPrimingEvent = true;
            onresumptiontoken?.(event.id);
          }
          if (!event.data) continue;
          if (!event.event || event.event === "message") try {
            const message = JSONRPCMessageSchema.parse(JSON.parse(event.data));
            if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) {
              receivedResponse = true;
              if (replayMessageId !== void 0) message.id = replayMessageId;
            }
            this.onmessage?.(message);
          } catch (error) {
            this.onerror?.(error);
          }
        }
        if ((isReconnectable || hasPrimingEvent) && !receivedResponse && this._abortController && !isIntentionalAbort()) this._scheduleReconnection({
          resumptionToken: lastEventId,
          onresumptiontoken,
          replayMessageId,
          requestSignal,
          onRequestStreamEnd
        }, 0);
        else if (!isIntentionalAbort()) onRequestStreamEnd?.();
      } catch (error) {
        if (isIntentionalAbort()) return;
        this.onerror?.(/* @__PURE__ */ new Error(`SSE stream disconnected: ${error}`));
        if ((isReconnectable || hasPrimingEvent) && !receivedResponse && this._abortController && !isIntentionalAbort()) try {
          this._scheduleReconnection({
            resumptionToken: lastEventId,
            onresumptiontoken,
            replayMessageId,
            requestSignal,
            onRequestStreamEnd
          }, 0);
        } catch (error$1) {
          this.onerror?.(/* @__PURE__ */ new Error(`Failed to reconnect: ${error$1 instanceof Error ? error$1.message : String(error$1)}`));
          onRequestStreamEnd?.();
        }
        else onRequestStreamEnd?.();
      }
    };
    processStream();
  }
  async start() {
    if (this._abortController) throw new Error("StreamableHTTPClientTransport already started! If using Client class, note that connect() calls start() automatically.");
    this._abortController = new AbortController();
  }
  async finishAuth(codeOrParams, iss) {
    if (!this._oauthProvider) throw new UnauthorizedError("finishAuth requires an OAuthClientProvider");
    const { authorizationCode, iss: issParam } = await resolveAuthorizationCallbackParams(codeOrParams, iss, this._oauthProvider, this._url, {
      fetchFn: this._fetchWithInit,
      resourceMetadataUrl: this._resourceMetadataUrl
    });
    if (await auth(this._oauthProvider, {
      serverUrl: this._url,
      authorizationCode,
      iss: issParam,
      resourceMetadataUrl: this._resourceMetadataUrl,
      scope: this._scope,
      fetchFn: this._fetchWithInit,
      skipIssuerMetadataValidation: this._skipIssuerMetadataValidation
    }) !== "AUTHORIZED") throw new UnauthorizedError("Failed to authorize");
  }
  async close() {
    try {
      this._cancelReconnection?.();
    } finally {
      this._cancelReconnection = void 0;
      this._abortController?.abort();
      this.onclose?.();
    }
  }
  async send(message, options) {
    return this._send(message, options, false);
  }
  async _send(message, options, isAuthRetry, stepUpRetries = 0) {
    try {
      const { resumptionToken, onresumptiontoken } = options || {};
      if (resumptionToken) {
        this._startOrAuthSse({
          resumptionToken,
          replayMessageId: isJSONRPCRequest(message) ? message.id : void 0,
          requestSignal: options?.requestSignal
        }).catch((error) => this.onerror?.(error));
        return;
      }
      const headers = await this._commonHeaders();
      this._applyBodyDerivedHeaders(headers, message);
      const isHandshake = Array.isArray(message) ? message.some((m) => isInitializeRequest(m)) : isInitializeRequest(message);
      if (isHandshake) headers.delete("mcp-session-id");
      if (options?.headers !== void 0) for (const [name, value] of Object.entries(options.headers)) {
        if (RESERVED_REQUEST_HEADER_NAMES.has(name.toLowerCase())) continue;
        headers.set(name, value);
      }
      headers.set("content-type", "application/json");
      const types = [
        ...headers.get("accept")?.split(",").map((s) => s.trim().toLowerCase()) ?? [],
        "application/json",
        "text/event-stream"
      ];
      headers.set("accept", [...new Set(types)].join(", "));
      const transportSignal = this._abortController?.signal;
      const signal = options?.requestSignal !== void 0 && transportSignal !== void 0 ? anySignal(transportSignal, options.requestSignal) : options?.requestSignal ?? transportSignal;
      const init = {
        ...this._requestInit,
        method: "POST",
        headers,
        body: JSON.stringify(message),
        signal
      };
      const response = await this._redirects(this._fetch ?? fetch)(this._url, init);
      if (isHandshake && response.ok) this._sessionId = response.headers.get("mcp-session-id") || void 0;
      if (!response.ok) {
        if (response.status === 401 && this._authProvider) {
          if (response.headers.has("www-authenticate")) {
            const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(response);
            this._resourceMetadataUrl = resourceMetadataUrl;
            this._scope = computeScopeUnion(this._scope, scope);
          }
          if (this._authProvider.onUnauthorized && !isAuthRetry) {
            try {
              await this._authProvider.onUnauthorized({
                response,
                serverUrl: this._url,
                fetchFn: this._fetchWithInit
              });
            } catch (error) {
              throw markAuthSeamEscape(error);
            }
            await response.text?.().catch(() => {
            });
            return this._send(message, options, true, stepUpRetries);
          }
          await response.text?.().catch(() => {
          });
          if (isAuthRetry) throw markAuthSeamEscape(new SdkHttpError(SdkErrorCode.ClientHttpAuthentication, "Server returned 401 after re-authentication", {
            status: 401,
            statusText: response.statusText
          }));
          throw markAuthSeamEscape(new UnauthorizedError());
        }
        const text = await response.text?.().catch(() => null);
        if (response.status === 403) {
          const { resourceMetadataUrl, scope, error, errorDescription } = extractWWWAuthenticateParams(response);
          if (error === "insufficient_scope") {
            if (await this._stepUpAuthorize({
              scope,
              resourceMetadataUrl,
              errorDescription,
              statusText: response.statusText,
              text
            }, stepUpRetries) !== "AUTHORIZED") throw markAuthSeamEscape(new UnauthorizedError());
            return this._send(message, options, isAuthRetry, stepUpRetries + 1);
          }
        }
        if (response.status === 400 && typeof text === "string" && this._isModernEnvelopedRequest(message)) try {
          const parsed = JSONRPCMessageSchema.parse(JSON.parse(text));
          const requests = (Array.isArray(message) ? message : [message]).filter((m) => isJSONRPCRequest(m));
          if (isJSONRPCErrorResponse(parsed) && requests.some((r) => r.id === parsed.id)) {
            this.onmessage?.(parsed);
            return;
          }
        } catch {
        }
        const reason = this._unfollowedRedirect(this._url, response) ?? text;
        throw new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, `Error POSTing to endpoint: ${reason}`, {
          status: response.status,
          statusText: response.statusText,
          text
        });
      }
      if (response.status === 202) {
        await response.text?.().catch(() => {
        });
        if (isInitializedNotification(message)) this._startOrAuthSse({ resumptionToken: void 0 }).catch((error) => this.onerror?.(error));
        return;
      }
      const hasRequests = (Array.isArray(message) ? message : [message]).some((msg) => "method" in msg && "id" in msg && msg.id !== void 0);
      const contentType = response.headers.get("content-type");
      const responseMediaType = mediaTypeEssence(contentType);
      if (hasRequests) if (responseMediaType === "text/event-stream") this._handleSseStream(response.body, {
        onresumptiontoken,
        requestSignal: options?.requestSignal,
        onRequestStreamEnd: options?.onRequestStreamEnd
      }, false);
      else if (responseMediaType === "application/json") {
        const data = await response.json();
        const responseMessages = Array.isArray(data) ? data.map((msg) => JSONRPCMessageSchema.parse(msg)) : [JSONRPCMessageSchema.parse(data)];
        for (const msg of responseMessages) this.onmessage?.(msg);
      } else {
        await response.text?.().catch(() => {
        });
        throw new SdkError(SdkErrorCode.ClientHttpUnexpectedContent, `Unexpected content type: ${contentType}`, { contentType });
      }
      else await response.text?.().catch(() => {
      });
    } catch (error) {
      if (options?.requestSignal?.aborted !== true) this.onerror?.(error);
      throw error;
    }
  }
  get sessionId() {
    return this._sessionId;
  }
  /**
  * Terminates the current session by sending a `DELETE` request to the server.
  *
  * Clients that no longer need a particular session
  * (e.g., because the user is leaving the client application) SHOULD send an
  * HTTP `DELETE` to the MCP endpoint with the `Mcp-Session-Id` header to explicitly
  * terminate the session.
  *
  * The server MAY respond with HTTP `405 Method Not Allowed`, indicating that
  * the server does not allow clients to terminate sessions.
  */
  async terminateSession() {
    if (!this._sessionId) return;
    try {
      const headers = await this._commonHeaders();
      const init = {
        ...this._requestInit,
        method: "DELETE",
        headers,
        signal: this._abortController?.signal
      };
      const response = await this._redirects(this._fetch ?? fetch)(this._url, init);
      await response.text?.().catch(() => {
      });
      if (!response.ok && response.status !== 405) throw new SdkHttpError(SdkErrorCode.ClientHttpFailedToTerminateSession, `Failed to terminate session: ${this._unfollowedRedirect(this._url, response) ?? response.statusText}`, {
        status: response.status,
        statusText: response.statusText
      });
      this._sessionId = void 0;
    } catch (error) {
      this.onerror?.(error);
      throw error;
    }
  }
  setProtocolVersion(version) {
    this._protocolVersion = version;
  }
  get protocolVersion() {
    return this._protocolVersion;
  }
  /**
  * Resume an SSE stream from a previous event ID.
  * Opens a `GET` SSE connection with `Last-Event-ID` header to replay missed events.
  *
  * @param lastEventId The event ID to resume from
  * @param options Optional callback to receive new resumption tokens
  */
  async resumeStream(lastEventId, options) {
    await this._startOrAuthSse({
      resumptionToken: lastEventId,
      onresumptiontoken: options?.onresumptiontoken
    });
  }
};
var _defaultValidator;
function fromJsonSchema2(schema, validator) {
  return fromJsonSchema(schema, validator ?? (_defaultValidator ??= new AjvJsonSchemaValidator()));
}
export {
  AuthorizationServerMismatchError,
  BAGGAGE_META_KEY,
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  Client,
  ClientCredentialsProvider,
  CrossAppAccessProvider,
  DEFAULT_NEGOTIATED_PROTOCOL_VERSION,
  DEFAULT_REQUEST_TIMEOUT_MSEC,
  DPOP_SUPPORTED_ALGS,
  DpopSession,
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  InMemoryResponseCacheStore,
  InMemoryTransport,
  InsecureTokenEndpointError,
  InsufficientScopeError,
  IssuerMismatchError,
  JSONRPC_VERSION,
  LATEST_PROTOCOL_VERSION,
  LOG_LEVEL_META_KEY,
  MAX_CACHE_TTL_MS,
  METHOD_NOT_FOUND,
  MissingRequiredClientCapabilityError,
  OAuthClientFlowError,
  OAuthError,
  OAuthErrorCode,
  PARSE_ERROR,
  PROTOCOL_VERSION_META_KEY,
  PrivateKeyJwtProvider,
  Protocol,
  ProtocolError,
  ProtocolErrorCode,
  RELATED_TASK_META_KEY,
  ReadBuffer,
  RegistrationRejectedError,
  ResourceNotFoundError,
  SERVER_INFO_META_KEY,
  SSEClientTransport,
  STDIO_DEFAULT_MAX_BUFFER_SIZE,
  SUBSCRIPTION_ID_META_KEY,
  SUPPORTED_PROTOCOL_VERSIONS,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  SseError,
  StaticPrivateKeyJwtProvider,
  StreamableHTTPClientTransport,
  TRACEPARENT_META_KEY,
  TRACESTATE_META_KEY,
  UnauthorizedError,
  UnsupportedProtocolVersionError,
  UriTemplate,
  UrlElicitationRequiredError,
  accessTokenHash,
  applyMiddlewares,
  assertCompleteRequestPrompt,
  assertCompleteRequestResourceTemplate,
  assertSecureTokenEndpoint,
  auth,
  buildDiscoveryUrls,
  checkResourceAllowed,
  computeScopeUnion,
  createFetchWithInit,
  createMiddleware,
  createPrivateKeyJwtAuth,
  deserializeMessage,
  discoverAndRequestJwtAuthGrant,
  discoverAuthorizationServerMetadata,
  discoverOAuthMetadata,
  discoverOAuthProtectedResourceMetadata,
  discoverOAuthServerInfo,
  exchangeAuthorization,
  exchangeJwtAuthGrant,
  extractResourceMetadataUrl,
  extractWWWAuthenticateParams,
  fetchToken,
  fromJsonSchema2 as fromJsonSchema,
  generateDpopKeyPair,
  getDisplayName,
  getSupportedElicitationModes,
  isCallToolResult,
  isDpopNonceChallenge,
  isHttpsUrl,
  isInitializeRequest,
  isInitializedNotification,
  isInputRequiredResult,
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResponse,
  isJSONRPCResultResponse,
  isJsonContentType,
  isSpecType,
  isStrictScopeSuperset,
  isTaskAugmentedRequestParams,
  mergeCapabilities,
  parseErrorResponse,
  parseJSONRPCMessage,
  preloadSchemas,
  prepareAuthorizationCodeRequest,
  refreshAuthorization,
  registerClient,
  requestJwtAuthorizationGrant,
  resolveClientMetadata,
  resourceUrlFromServerUrl,
  selectClientAuthMethod,
  selectResourceURL,
  serializeMessage,
  specTypeSchemas,
  startAuthorization,
  validateAuthorizationResponseIssuer,
  validateClientMetadataUrl,
  withDpop,
  withDpopFromProvider,
  withInputRequired,
  withLogging,
  withOAuth
};
