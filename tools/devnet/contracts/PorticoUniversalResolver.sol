// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The registry reads the universal resolver makes (PorticoEnsRegistry, or ENS's own).
interface IEnsRegistryReader {
    function resolver(bytes32 node) external view returns (address);
}

/// The batch gateway protocol the universal resolver sends its lookups through: viem answers
/// it locally for the URL `x-batch-gateway:true`, calling each query's own gateway.
interface IBatchGateway {
    struct Query {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Query[] memory queries)
        external
        view
        returns (bool[] memory failures, bytes[] memory responses);
}

/// @title PorticoUniversalResolver
/// @notice A small universal resolver for Portico's local chains, with the entry points viem's
///         `getEnsAddress` and `getEnsName` call (`resolveWithGateways`, `reverseWithGateways`)
///         and the errors viem reads as "no name". It finds a name's resolver in the registry
///         (the name's own, else the nearest parent's if that one implements ENSIP-10
///         `resolve(bytes,bytes)`), calls it, and when the resolver reverts ERC-3668
///         `OffchainLookup`, reverts one of its own (sender: this contract) that sends the
///         resolver's request through the caller's batch gateways, then hands the answer to the
///         resolver's callback. Reverse resolution reads `name(node)` of
///         `<address>.<coin type>.reverse` (ENSIP-19: `addr` for 60, `default` for 0x80000000,
///         else the coin type in hex), then returns that name only if its `addr(node, coinType)`
///         is the looked-up address.
contract PorticoUniversalResolver {
    error OffchainLookup(
        address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData
    );
    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error EmptyAddress();
    error HttpError(uint16 status, string message);
    error InvalidBatchGatewayResponse();
    error ResolverError(bytes errorData);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverNotFound(bytes name);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    /// A resolver call waiting on its gateway: what the callback needs to finish it.
    struct Pending {
        address resolver;
        bool extended;
        bytes4 callback;
        bytes extraData;
    }

    /// A resolver's OffchainLookup, decoded.
    struct Lookup {
        address sender;
        string[] urls;
        bytes callData;
        bytes4 callback;
        bytes extraData;
    }

    bytes4 private constant EXTENDED_RESOLVE = 0x9061b923; // resolve(bytes,bytes)
    bytes4 private constant ADDR_COIN = 0xf1cb7e06; // addr(bytes32,uint256)
    bytes4 private constant NAME = 0x691f3431; // name(bytes32)

    IEnsRegistryReader public immutable registry;

    constructor(IEnsRegistryReader registry_) {
        registry = registry_;
    }

    /// @notice Calls `data` (e.g. `addr(node)`) on the resolver of `name` (DNS-encoded); returns
    ///         the resolver's answer and the resolver.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bool extended) = _findResolver(name);
        bytes memory result = _callResolver(
            resolver, extended, name, data, gateways, this.resolveCallback.selector, ""
        );
        return (result, resolver);
    }

    /// @notice The ERC-3668 callback of `resolveWithGateways`.
    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (Pending memory pending,, bytes memory result) = _finish(response, extraData);
        return (result, pending.resolver);
    }

    /// @notice The primary name of `lookupAddress` for `coinType`, checked forward; an empty
    ///         name when none is set. Returns the name, its resolver and the reverse resolver.
    function reverseWithGateways(
        bytes calldata lookupAddress,
        uint256 coinType,
        string[] calldata gateways
    ) external view returns (string memory, address, address) {
        bytes memory reverseName = _reverseName(lookupAddress, coinType);
        (address reverseResolver, bool extended) = _findResolver(reverseName);
        bytes memory context = abi.encode(lookupAddress, coinType, gateways, reverseResolver);
        bytes memory result = _callResolver(
            reverseResolver,
            extended,
            reverseName,
            abi.encodeWithSelector(NAME, _namehash(reverseName)),
            gateways,
            this.reverseNameCallback.selector,
            context
        );
        return _afterReverseName(result, context);
    }

    /// @notice The ERC-3668 callback of the reverse record's `name(node)`.
    function reverseNameCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (, bytes memory context, bytes memory result) = _finish(response, extraData);
        return _afterReverseName(result, context);
    }

    /// @notice The ERC-3668 callback of the primary name's `addr(node, coinType)`.
    function reverseAddressCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (, bytes memory context, bytes memory result) = _finish(response, extraData);
        return _afterReverseAddress(result, context);
    }

    // The primary name is known: resolve its address forward.
    function _afterReverseName(bytes memory result, bytes memory context)
        private
        view
        returns (string memory, address, address)
    {
        (bytes memory lookupAddress, uint256 coinType, string[] memory gateways, address reverseResolver)
        = abi.decode(context, (bytes, uint256, string[], address));
        string memory primary = result.length == 0 ? "" : abi.decode(result, (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes memory name = _dnsEncode(primary);
        (address resolver, bool extended) = _findResolver(name);
        bytes memory next = abi.encode(lookupAddress, primary, resolver, reverseResolver);
        bytes memory addressResult = _callResolver(
            resolver,
            extended,
            name,
            abi.encodeWithSelector(ADDR_COIN, _namehash(name), coinType),
            gateways,
            this.reverseAddressCallback.selector,
            next
        );
        return _afterReverseAddress(addressResult, next);
    }

    // The primary name's address is known: it must be the looked-up one.
    function _afterReverseAddress(bytes memory result, bytes memory context)
        private
        pure
        returns (string memory, address, address)
    {
        (bytes memory lookupAddress, string memory primary, address resolver, address reverseResolver)
        = abi.decode(context, (bytes, string, address, address));
        bytes memory primaryAddress = result.length == 0 ? bytes("") : abi.decode(result, (bytes));
        if (keccak256(primaryAddress) != keccak256(lookupAddress)) {
            revert ReverseAddressMismatch(primary, primaryAddress);
        }
        return (primary, resolver, reverseResolver);
    }

    // The resolver of `name`: its own, else the nearest parent's when that one is ENSIP-10.
    function _findResolver(bytes memory name) private view returns (address resolver, bool extended) {
        bytes32[] memory nodes = _nodes(name);
        uint256 i = 0;
        for (; i < nodes.length; i++) {
            resolver = registry.resolver(nodes[i]);
            if (resolver != address(0)) break;
        }
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        extended = _supportsExtendedResolve(resolver);
        if (i != 0 && !extended) revert ResolverNotFound(name);
    }

    function _supportsExtendedResolve(address resolver) private view returns (bool) {
        (bool ok, bytes memory ret) = resolver.staticcall{gas: 30_000}(
            abi.encodeWithSelector(0x01ffc9a7, EXTENDED_RESOLVE)
        );
        return ok && ret.length >= 32 && abi.decode(ret, (bool));
    }

    // Calls the resolver; an OffchainLookup from it becomes this contract's own, through the
    // batch gateways, with `callback` (one of this contract's) to finish it.
    function _callResolver(
        address resolver,
        bool extended,
        bytes memory name,
        bytes memory data,
        string[] memory gateways,
        bytes4 callback,
        bytes memory context
    ) private view returns (bytes memory) {
        (bool ok, bytes memory ret) = resolver.staticcall(
            extended ? abi.encodeWithSelector(EXTENDED_RESOLVE, name, data) : data
        );
        if (ok) return extended && ret.length > 0 ? abi.decode(ret, (bytes)) : ret;
        if (ret.length < 4 || bytes4(ret) != OffchainLookup.selector) revert ResolverError(ret);
        _lookupThroughGateways(Pending(resolver, extended, 0, ""), ret, gateways, callback, context);
    }

    // Reverts this contract's OffchainLookup for the resolver's: the resolver's request goes
    // through the batch gateways, and `callback` receives the answer.
    function _lookupThroughGateways(
        Pending memory pending,
        bytes memory resolverRevert,
        string[] memory gateways,
        bytes4 callback,
        bytes memory context
    ) private view {
        Lookup memory lookup = _decodeLookup(resolverRevert);
        if (lookup.sender != pending.resolver) revert ResolverError(resolverRevert);
        pending.callback = lookup.callback;
        pending.extraData = lookup.extraData;
        IBatchGateway.Query[] memory queries = new IBatchGateway.Query[](1);
        queries[0] = IBatchGateway.Query(pending.resolver, lookup.urls, lookup.callData);
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeCall(IBatchGateway.query, (queries)),
            callback,
            abi.encode(pending, context)
        );
    }

    // The arguments of a resolver's OffchainLookup revert.
    function _decodeLookup(bytes memory revertData) private pure returns (Lookup memory lookup) {
        (lookup.sender, lookup.urls, lookup.callData, lookup.callback, lookup.extraData) = abi.decode(
            _withoutSelector(revertData), (address, string[], bytes, bytes4, bytes)
        );
    }

    // The batch gateway answered: a failure is bubbled up (HttpError as it is, anything else as
    // ResolverError), an answer goes to the resolver's callback.
    function _finish(bytes calldata response, bytes calldata extraData)
        private
        view
        returns (Pending memory pending, bytes memory context, bytes memory result)
    {
        (pending, context) = abi.decode(extraData, (Pending, bytes));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        bytes memory answer = responses[0];
        if (failures[0]) {
            if (answer.length >= 4 && bytes4(answer) == HttpError.selector) {
                assembly {
                    revert(add(answer, 0x20), mload(answer))
                }
            }
            revert ResolverError(answer);
        }
        (bool ok, bytes memory ret) = pending.resolver.staticcall(
            abi.encodeWithSelector(pending.callback, answer, pending.extraData)
        );
        if (!ok) revert ResolverError(ret);
        result = pending.extended && ret.length > 0 ? abi.decode(ret, (bytes)) : ret;
    }

    // The namehash of every suffix of a DNS-encoded name: nodes[0] is the name's, the last the
    // root's (zero).
    function _nodes(bytes memory name) private pure returns (bytes32[] memory nodes) {
        uint256 count = 0;
        uint256 position = 0;
        while (true) {
            if (position >= name.length) revert DNSDecodingFailed(name);
            uint256 length = uint8(name[position]);
            if (length == 0) break;
            position += 1 + length;
            count++;
        }
        if (position != name.length - 1) revert DNSDecodingFailed(name);
        uint256[] memory starts = new uint256[](count);
        position = 0;
        for (uint256 i = 0; i < count; i++) {
            starts[i] = position;
            position += 1 + uint8(name[position]);
        }
        nodes = new bytes32[](count + 1);
        for (uint256 i = count; i > 0; i--) {
            uint256 start = starts[i - 1];
            uint256 length = uint8(name[start]);
            bytes32 labelHash;
            assembly {
                labelHash := keccak256(add(add(name, 0x21), start), length)
            }
            nodes[i - 1] = keccak256(abi.encodePacked(nodes[i], labelHash));
        }
    }

    function _namehash(bytes memory name) private pure returns (bytes32) {
        return _nodes(name)[0];
    }

    // 'alice.portico.id' -> 0x05alice07portico02id00.
    function _dnsEncode(string memory ens) private pure returns (bytes memory dns) {
        bytes memory text = bytes(ens);
        dns = new bytes(text.length + 2);
        uint256 lengthAt = 0;
        uint256 length = 0;
        for (uint256 i = 0; i < text.length; i++) {
            if (text[i] == ".") {
                if (length == 0 || length > 255) revert DNSEncodingFailed(ens);
                dns[lengthAt] = bytes1(uint8(length));
                lengthAt = i + 1;
                length = 0;
            } else {
                dns[i + 1] = text[i];
                length++;
            }
        }
        if (length == 0 || length > 255) revert DNSEncodingFailed(ens);
        dns[lengthAt] = bytes1(uint8(length));
    }

    // ENSIP-19's reverse name of an address for a coin type, DNS-encoded.
    function _reverseName(bytes memory lookupAddress, uint256 coinType)
        private
        pure
        returns (bytes memory)
    {
        if (lookupAddress.length == 0 || lookupAddress.length > 127) revert EmptyAddress();
        bytes memory addressLabel = _hex(lookupAddress);
        bytes memory coinLabel = coinType == 60
            ? bytes("addr")
            : coinType == 0x80000000 ? bytes("default") : _hexNumber(coinType);
        return abi.encodePacked(
            uint8(addressLabel.length),
            addressLabel,
            uint8(coinLabel.length),
            coinLabel,
            uint8(7),
            "reverse",
            uint8(0)
        );
    }

    function _hex(bytes memory data) private pure returns (bytes memory text) {
        bytes16 digits = "0123456789abcdef";
        text = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            text[2 * i] = digits[uint8(data[i]) >> 4];
            text[2 * i + 1] = digits[uint8(data[i]) & 0x0f];
        }
    }

    function _hexNumber(uint256 value) private pure returns (bytes memory text) {
        uint256 length = 1;
        for (uint256 rest = value >> 4; rest != 0; rest >>= 4) length++;
        bytes16 digits = "0123456789abcdef";
        text = new bytes(length);
        for (uint256 i = length; i > 0; i--) {
            text[i - 1] = digits[value & 0x0f];
            value >>= 4;
        }
    }

    function _withoutSelector(bytes memory data) private pure returns (bytes memory rest) {
        rest = new bytes(data.length - 4);
        for (uint256 i = 0; i < rest.length; i++) {
            rest[i] = data[i + 4];
        }
    }
}
