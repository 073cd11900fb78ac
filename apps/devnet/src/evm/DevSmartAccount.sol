// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Minimal smart account for the local chains: one fixed owner key acts through `execute`, and
/// ERC-1271 lets verifiers accept the owner's signatures as the account's own.
contract DevSmartAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// Lets the account hold native currency sent by anyone.
    receive() external payable {}

    /// Forwards one call; only the owner may move the account's funds or act in its name.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "DevSmartAccount: not the owner");
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            // Bubble the callee's revert data so callers see the real reason.
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    /// ERC-1271: a 65-byte (r, s, v) signature by the owner over `hash` is valid for the account.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        // Some signers emit v as 0/1 rather than 27/28.
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys one DevSmartAccount per owner with CREATE2 and a fixed salt, so the account's address
/// is known (counterfactual) before it exists.
contract DevSmartAccountFactory {
    bytes32 private constant SALT = bytes32(0);

    function getAddress(address owner) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(DevSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), SALT, initCodeHash)))));
    }

    /// Idempotent: a second call for the same owner returns the existing account.
    function deploy(address owner) external returns (address account) {
        account = getAddress(owner);
        if (account.code.length == 0) new DevSmartAccount{salt: SALT}(owner);
    }
}
