// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IDevMarketToken {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// Constant-product pools (x * y = k, 0.3% fee) for the local chains. Every pair lives behind
/// this one address, because the swap API asks for an allowance by token and user only: one
/// approval of this contract must cover every pair the token trades in.
contract DevMarket {
    /// The chain's native coin, named the way swap APIs name it.
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant FEE_BPS = 30;

    address public immutable owner;

    /// reserveOf[a][b]: how much of `a` the (a, b) pool holds.
    mapping(address => mapping(address => uint256)) public reserveOf;

    event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut);
    event LiquidityAdded(address indexed tokenA, address indexed tokenB, uint256 amountA, uint256 amountB);

    constructor() {
        owner = msg.sender;
    }

    function getReserves(address tokenIn, address tokenOut) external view returns (uint256 reserveIn, uint256 reserveOut) {
        return (reserveOf[tokenIn][tokenOut], reserveOf[tokenOut][tokenIn]);
    }

    /// What `amountIn` of `tokenIn` buys now, after the fee.
    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        uint256 reserveIn = reserveOf[tokenIn][tokenOut];
        uint256 reserveOut = reserveOf[tokenOut][tokenIn];
        require(reserveIn > 0 && reserveOut > 0, "DevMarket: no pool for this pair");
        uint256 inWithFee = amountIn * (10000 - FEE_BPS);
        return (inWithFee * reserveOut) / (reserveIn * 10000 + inWithFee);
    }

    /// Seeds or deepens a pool; the owner only, so the local prices stay where devnet put them.
    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) external payable {
        require(msg.sender == owner, "DevMarket: only the owner adds liquidity");
        require(tokenA != tokenB && amountA > 0 && amountB > 0, "DevMarket: invalid liquidity");
        uint256 expectedValue = (tokenA == NATIVE ? amountA : 0) + (tokenB == NATIVE ? amountB : 0);
        require(msg.value == expectedValue, "DevMarket: value does not match the native amount");
        _pull(tokenA, amountA);
        _pull(tokenB, amountB);
        reserveOf[tokenA][tokenB] += amountA;
        reserveOf[tokenB][tokenA] += amountB;
        emit LiquidityAdded(tokenA, tokenB, amountA, amountB);
    }

    /// Sells `amountIn` of `tokenIn` for at least `minAmountOut` of `tokenOut`, paid to the caller.
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut) external payable returns (uint256 amountOut) {
        require(amountIn > 0, "DevMarket: amount must be positive");
        require(msg.value == (tokenIn == NATIVE ? amountIn : 0), "DevMarket: value does not match the native amount");
        amountOut = getAmountOut(tokenIn, tokenOut, amountIn);
        require(amountOut >= minAmountOut, "DevMarket: price moved beyond slippage");
        // Reserves first, transfers after: a token calling back in sees the new state.
        reserveOf[tokenIn][tokenOut] += amountIn;
        reserveOf[tokenOut][tokenIn] -= amountOut;
        _pull(tokenIn, amountIn);
        _send(tokenOut, msg.sender, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut);
    }

    function _pull(address token, uint256 amount) private {
        if (token == NATIVE) return;
        require(IDevMarketToken(token).transferFrom(msg.sender, address(this), amount), "DevMarket: transferFrom failed");
    }

    function _send(address token, address to, uint256 amount) private {
        if (token == NATIVE) {
            (bool ok, ) = to.call{value: amount}("");
            require(ok, "DevMarket: native transfer failed");
            return;
        }
        require(IDevMarketToken(token).transfer(to, amount), "DevMarket: transfer failed");
    }
}
