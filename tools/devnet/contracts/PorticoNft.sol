// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @title PorticoNft
/// @notice A minimal ERC-721 test collection for Portico's local chains. Anyone may mint the
///         next token id to any address, and an owner may burn theirs: it exists so that tests
///         and the demo can put NFTs on chain. No metadata URIs, no safe-transfer callbacks.
contract PorticoNft {
    string public name;
    string public symbol;
    uint256 public totalMinted;

    mapping(uint256 tokenId => address) private _owners;
    mapping(address owner => uint256) public balanceOf;
    mapping(uint256 tokenId => address) public getApproved;
    mapping(address owner => mapping(address operator => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NonexistentToken(uint256 tokenId);
    error NotAllowed(address spender, uint256 tokenId);
    error InvalidReceiver(address receiver);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165 and ERC-721.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd;
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _owners[tokenId];
        if (owner == address(0)) revert NonexistentToken(tokenId);
    }

    /// @notice Mints the next token id (1, 2, …) to `to`.
    function mint(address to) external returns (uint256 tokenId) {
        if (to == address(0)) revert InvalidReceiver(to);
        tokenId = ++totalMinted;
        _owners[tokenId] = to;
        unchecked {
            balanceOf[to] += 1;
        }
        emit Transfer(address(0), to, tokenId);
    }

    function burn(uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (!_isAllowed(msg.sender, owner, tokenId)) revert NotAllowed(msg.sender, tokenId);
        delete getApproved[tokenId];
        delete _owners[tokenId];
        unchecked {
            balanceOf[owner] -= 1;
        }
        emit Transfer(owner, address(0), tokenId);
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender]) {
            revert NotAllowed(msg.sender, tokenId);
        }
        getApproved[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        if (to == address(0)) revert InvalidReceiver(to);
        address owner = ownerOf(tokenId);
        if (owner != from || !_isAllowed(msg.sender, owner, tokenId)) {
            revert NotAllowed(msg.sender, tokenId);
        }
        delete getApproved[tokenId];
        _owners[tokenId] = to;
        unchecked {
            balanceOf[from] -= 1;
            balanceOf[to] += 1;
        }
        emit Transfer(from, to, tokenId);
    }

    function _isAllowed(address spender, address owner, uint256 tokenId) private view returns (bool) {
        return spender == owner || isApprovedForAll[owner][spender] || getApproved[tokenId] == spender;
    }
}
